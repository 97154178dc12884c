import { Link } from 'react-router';
import { SCREENS } from '../common/screen-paths';
import { useScreenLink } from '../common/use-screen-link';
import { groupCode } from './code-format';
import '../common/foodtrace.css';

/** A trace code as a label prints it (groups of four), opening its detail (CodeView) where the user may see it. */
export function CodeLink({ code }: { code: string }) {
  const link = useScreenLink();
  if (!code) return null;
  const to = link(SCREENS.codeView, { code });
  const text = <span className="ft-mono">{groupCode(code)}</span>;
  return to ? <Link to={to}>{text}</Link> : text;
}
