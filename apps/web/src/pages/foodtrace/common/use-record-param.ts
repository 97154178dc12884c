import { useSearchParams } from 'react-router';

/**
 * The record a list screen has open in its detail, kept in the address (`?id=`): a link — a 站内消息's 去处理, the
 * trace workbench, another screen — opens it, and closing it leaves the screen's other parameters (its view) as
 * they were. Answers the open id and the function that opens another one or closes it (null).
 */
export function useRecordParam(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const show = (id: string | null) => setParams((current) => {
    const out = new URLSearchParams(current);
    if (id) out.set('id', id);
    else out.delete('id');
    return out;
  }, { replace: true });
  return [params.get('id'), show];
}
