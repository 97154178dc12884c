import { useState, type FormEvent } from 'react';
import { forgetAnswer } from './answer-memory';
import { PUBLIC_TEXT as T } from './texts';

/**
 * Typing a code from the label (no QR scanner at hand, or a misread code): opens /foodcode?code=, also from a
 * Digital Link address that named no code. Tapping 查询 is a deliberate new lookup: the tab's remembered
 * answer for that code is dropped first, so the scan counts. An empty box is answered here; every other
 * input goes to the server, which logs it and says what is wrong with it.
 */
export function CodeEntry({ initial = '' }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) { setError(T.codeRequired); return; }
    forgetAnswer(code);
    window.location.assign(`/foodcode?code=${encodeURIComponent(code.trim())}`);
  };
  return (
    <form className="fc-card fc-entry" onSubmit={submit} noValidate>
      <label className="fc-form__label" htmlFor="fc-code">{T.enterCode}</label>
      <div className="fc-entry__row">
        <input id="fc-code" className="fc-input" value={code} onChange={(e) => { setCode(e.target.value); setError(null); }} placeholder={T.codePlaceholder}
          autoComplete="off" autoCapitalize="characters" spellCheck={false} inputMode="text"
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'fc-code-error' : undefined} />
        <button className="fc-button fc-button--inline" type="submit">{T.lookup}</button>
      </div>
      {error && <p id="fc-code-error" className="fc-form__error" role="alert">{error}</p>}
    </form>
  );
}
