import { useEffect, useState } from 'react';
import type { PublicAd } from '@foodtrace/contracts';
import { API_BASE, getAd } from './api';
import { adIdFromSearch, failureText, fileUrl, safeLink } from './format';
import { PUBLIC_TEXT as T } from './texts';

type State = { kind: 'loading' } | { kind: 'missing'; message: string } | { kind: 'ready'; ad: PublicAd };

/** /AdDetail?id=… (spec §2.1, public): one published ad — image, title, plain-text content, its http(s) link. */
export function AdPage() {
  const id = adIdFromSearch(window.location.search);
  const [state, setState] = useState<State>(id ? { kind: 'loading' } : { kind: 'missing', message: T.adMissing });

  useEffect(() => {
    if (!id) return;
    let live = true;
    getAd(id).then(
      (res) => { if (live) setState(res.success ? { kind: 'ready', ad: res.result } : { kind: 'missing', message: res.message || T.adMissing }); },
      (err: unknown) => { if (live) setState({ kind: 'missing', message: failureText(err, T.networkError) }); },
    );
    return () => { live = false; };
  }, [id]);

  useEffect(() => { if (state.kind === 'ready') document.title = `${state.ad.title} - ${T.adTitle}`; }, [state]);

  const back = document.referrer && new URL(document.referrer, window.location.href).pathname === '/foodcode'
    ? <a className="fc-link fc-back" href={document.referrer}>‹ {T.back}</a> : null;
  if (state.kind === 'loading') return <div className="fc-loading" role="status">{T.loading}</div>;
  if (state.kind === 'missing') return <>{back}<div className="fc-warning" role="alert"><p>{state.message}</p></div></>;
  const { ad } = state;
  const image = fileUrl(API_BASE, ad.image);
  const link = safeLink(ad.linkUrl);
  return (
    <article className="fc-card fc-addetail">
      {back}
      {image && <img className="fc-addetail__image" src={image} alt="" decoding="async" onError={(e) => { e.currentTarget.style.display = 'none'; }} />}
      <h1 className="fc-addetail__title">{ad.title}</h1>
      {ad.content && <p className="fc-addetail__content">{ad.content}</p>}
      {link && <a className="fc-button" href={link} target="_blank" rel="noopener noreferrer">{T.adLink}</a>}
    </article>
  );
}
