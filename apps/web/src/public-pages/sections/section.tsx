import type { ReactNode } from 'react';

/** A titled card of the trace page (the title's marker is CSS: phones without an emoji font show no boxes). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="fc-card">
      <h2 className="fc-card__title">{title}</h2>
      {children}
    </section>
  );
}

/** Label/value rows; rows without a value are left out (a public page shows only what is known). */
export function Facts({ rows }: { rows: Array<[string, ReactNode | null | undefined]> }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (!shown.length) return null;
  return (
    <dl className="fc-facts">
      {shown.map(([label, value]) => (
        <div className="fc-facts__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
