import { useState, type FormEvent } from 'react';
import { postSuggest } from '../api';
import { failureText, suggestErrors } from '../format';
import { PUBLIC_TEXT as T } from '../texts';
import { Section } from './section';

type Sending = { kind: 'idle' | 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * 意见反馈: a consumer's suggestion or complaint (content 5–500, contact optional: a mobile number or an
 * e-mail) with the code attached. Each field's error shows under its own box; a sent report replaces the
 * form with a clear confirmation, and the form comes back empty.
 */
export function SuggestForm({ code }: { code: string }) {
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<{ content?: string; contact?: string }>({});
  const [state, setState] = useState<Sending>({ kind: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = suggestErrors({ content, contact });
    setErrors(invalid);
    if (invalid.content || invalid.contact) return;
    setState({ kind: 'sending' });
    try {
      const res = await postSuggest({ code, content: content.trim(), contact: contact.trim() || null });
      if (res.success) {
        setState({ kind: 'done', message: res.message });
        setContent('');
        setContact('');
      } else setState({ kind: 'failed', message: res.message });
    } catch (err) {
      setState({ kind: 'failed', message: failureText(err, T.submitNetworkError) });
    }
  };

  if (state.kind === 'done') {
    return (
      <Section title={T.suggest}>
        <div className="fc-done" role="status">
          <div className="fc-done__mark" aria-hidden="true">✓</div>
          <strong className="fc-done__title">{T.thanks}</strong>
          <p>{state.message}</p>
          <button className="fc-button fc-button--ghost" type="button" onClick={() => setState({ kind: 'idle' })}>{T.again}</button>
        </div>
      </Section>
    );
  }

  const invalid = (field: 'content' | 'contact') => (errors[field]
    ? { 'aria-invalid': true, 'aria-describedby': `fc-${field}-error` } : {});
  return (
    <Section title={T.suggest}>
      <p className="fc-muted">{T.suggestHint}</p>
      <form className="fc-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="fc-form__label" htmlFor="fc-content">{T.content}</label>
        <textarea id="fc-content" className="fc-input" rows={4} maxLength={500} placeholder={T.contentPlaceholder}
          value={content} onChange={(e) => { setContent(e.target.value); setErrors((x) => ({ ...x, content: undefined })); }} {...invalid('content')} />
        <div className="fc-form__count">{content.trim().length}/500</div>
        {errors.content && <p id="fc-content-error" className="fc-form__error">{errors.content}</p>}
        <label className="fc-form__label" htmlFor="fc-contact">{T.contact}</label>
        <input id="fc-contact" className="fc-input" maxLength={50} placeholder={T.contactPlaceholder} value={contact}
          inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false}
          onChange={(e) => { setContact(e.target.value); setErrors((x) => ({ ...x, contact: undefined })); }} {...invalid('contact')} />
        {errors.contact && <p id="fc-contact-error" className="fc-form__error">{errors.contact}</p>}
        {state.kind === 'failed' && <p className="fc-form__error" role="alert">{state.message}</p>}
        <button className="fc-button" type="submit" disabled={state.kind === 'sending'}>{state.kind === 'sending' ? T.submitting : T.submit}</button>
      </form>
    </Section>
  );
}
