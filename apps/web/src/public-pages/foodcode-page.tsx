import { useEffect, useState } from 'react';
import { digitalLinkSerial, type PublicFoodCode } from '@foodtrace/contracts';
import { rememberAnswer, rememberedAnswer } from './answer-memory';
import { getFoodcode } from './api';
import { CodeEntry } from './code-entry';
import { codeFromSearch, failureText } from './format';
import { AdsSection } from './sections/ads';
import { Authenticity } from './sections/authenticity';
import { LogisticsSection, MaterialsSection, StepsSection } from './sections/chain';
import { InspectionsSection } from './sections/inspections';
import { ProductSection } from './sections/product';
import { SuggestForm } from './sections/suggest-form';
import { PUBLIC_TEXT as T } from './texts';

type State = { kind: 'loading' } | { kind: 'none' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: PublicFoodCode };

/**
 * /foodcode?code=… (DOMAIN.md §3): what a consumer sees after scanning, from one call. Authenticity first,
 * then the product, its raw materials, processing, public inspections, storage and regions, the brand's ads
 * and the suggestion form. A void or unknown code shows only its verdict (the server sends nothing else).
 * The tab's remembered answer for the code is shown again without a lookup (answer-memory.ts: a reload or
 * Back is not a new scan).
 */
export function FoodcodePage() {
  const linkSerial = digitalLinkSerial(window.location.pathname);
  const code = linkSerial ? null : codeFromSearch(window.location.search);
  const [remembered] = useState(() => (code ? rememberedAnswer(code) : null));
  const [state, setState] = useState<State>(
    linkSerial ? { kind: 'failed', message: T.linkUnknown }
      : remembered ? { kind: 'ready', data: remembered } : code ? { kind: 'loading' } : { kind: 'none' },
  );

  useEffect(() => {
    if (!code || remembered) return;
    let live = true;
    getFoodcode(code).then(
      (res) => {
        if (res.success) rememberAnswer(code, res.result);
        if (live) setState(res.success ? { kind: 'ready', data: res.result } : { kind: 'failed', message: res.message });
      },
      (err: unknown) => { if (live) setState({ kind: 'failed', message: failureText(err, T.networkError) }); },
    );
    return () => { live = false; };
  }, [code, remembered]);

  const productName = state.kind === 'ready' ? state.data.product?.name : undefined;
  useEffect(() => { if (productName) document.title = `${productName} - ${T.pageTitle}`; }, [productName]);

  if (state.kind === 'none') return <CodeEntry />;
  if (state.kind === 'loading') return <div className="fc-loading" role="status">{T.loading}</div>;
  if (state.kind === 'failed') {
    return (
      <>
        <div className="fc-warning" role="alert"><p>{state.message}</p></div>
        <CodeEntry initial={code ?? linkSerial ?? ''} />
      </>
    );
  }
  const { data } = state;
  const known = data.status === 'ACTIVE' || data.status === 'RECALLED';
  return (
    <>
      <Authenticity data={data} />
      {!known && <CodeEntry initial={data.code} />}
      <ProductSection data={data} />
      <MaterialsSection data={data} />
      <StepsSection data={data} />
      <InspectionsSection data={data} />
      <LogisticsSection data={data} />
      <AdsSection ads={data.ads} />
      {/* an unknown code goes with the report too: the server keeps what was typed (a counterfeit's code is evidence) */}
      <SuggestForm code={data.code} />
    </>
  );
}
