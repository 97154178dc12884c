import type { ReactNode } from 'react';

/** One row of the login form with room for its validation message (spec §5), announced when it appears. */
export function Field({ error, children }: { error?: string; children: ReactNode }): ReactNode {
  return (
    <div className="login-field">
      {children}
      <div className="login-field__error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
