import type { PublicFoodCode } from '@foodtrace/contracts';
import { API_BASE } from '../api';
import { fileUrl } from '../format';
import { PUBLIC_TEXT as T } from '../texts';
import { Section } from './section';

/** 检验报告: the inspections marked public, each with its items and the report file. */
export function InspectionsSection({ data }: { data: PublicFoodCode }) {
  if (!data.inspections?.length) return null;
  return (
    <Section title={T.inspections}>
      {data.inspections.map((k, i) => {
        const report = fileUrl(API_BASE, k.reportFile);
        return (
          <div key={`${k.stage}-${k.date}-${i}`} className="fc-inspection">
            <div className="fc-list__head">
              {k.stage}
              <span className={`fc-badge ${k.result === T.pass ? 'fc-badge--pass' : 'fc-badge--fail'}`}>{k.result}</span>
            </div>
            <div className="fc-list__meta">
              {k.agency && <span>{T.agency}：{k.agency}</span>}
              {k.date && <span>{T.inspectedOn}：{k.date}</span>}
            </div>
            {k.items.length > 0 && (
              <table className="fc-table">
                <thead><tr><th>{T.item}</th><th>{T.limit}</th><th>{T.value}</th><th>{T.verdict}</th></tr></thead>
                <tbody>
                  {k.items.map((it) => (
                    <tr key={it.name}>
                      <td>{it.name}</td>
                      <td>{it.limit ?? '—'}</td>
                      <td>{it.value ?? '—'}{it.unit ? ` ${it.unit}` : ''}</td>
                      <td className={it.pass ? 'fc-pass' : 'fc-fail'}>{it.pass ? T.pass : T.fail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {report && <a className="fc-link" href={report} target="_blank" rel="noopener noreferrer">{T.report} ›</a>}
          </div>
        );
      })}
    </Section>
  );
}
