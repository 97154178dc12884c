import { useState, type FormEvent } from 'react';
import { postSuggest } from '../api';
import { failureText, suggestError } from '../format';
import { PUBLIC_TEXT as T } from '../texts';
import { Section } from './section';

/** 意见反馈: a consumer's suggestion or complaint (content 5–500, contact optional ≤ 50) with the code attached. */
export function SuggestForm({ code }: { code: string }) {
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; message?: string }>({ kind: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = suggestError({ content, contact });
    if (invalid) { setState({ kind: 'error', message: invalid }); return; }
    setState({ kind: 'sending' });
    try {
      const res = await postSuggest({ code, content: content.trim(), contact: contact.trim() || null });
      if (res.success) {
        setState({ kind: 'done', message: res.message });
        setContent('');
        setContact('');
      } else setState({ kind: 'error', message: res.message });
    } catch (err) {
      setState({ kind: 'error', message: failureText(err, T.submitNetworkError) });
    }
  };

  return (
    <Section title={T.suggest}>
      <p className="fc-muted">{T.suggestHint}</p>
      <form className="fc-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="fc-form__label" htmlFor="fc-content">{T.content}</label>
        <textarea id="fc-content" className="fc-input" rows={4} maxLength={500} placeholder={T.contentPlaceholder}
          value={content} onChange={(e) => setContent(e.target.value)} />
        <div className="fc-form__count">{content.trim().length}/500</div>
        <label className="fc-form__label" htmlFor="fc-contact">{T.contact}</label>
        <input id="fc-contact" className="fc-input" maxLength={50} placeholder={T.contactPlaceholder} value={contact} onChange={(e) => setContact(e.target.value)} />
        {state.message && <p className={state.kind === 'done' ? 'fc-form__ok' : 'fc-form__error'} role="status">{state.message}</p>}
        <button className="fc-button" type="submit" disabled={state.kind === 'sending'}>{state.kind === 'sending' ? T.submitting : T.submit}</button>
      </form>
    </Section>
  );
}
