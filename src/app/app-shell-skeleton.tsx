/**
 * The shell while the first route or its texts load: the static shell of index.html drawn again
 * by React (same classes from shell.css), so the handover from HTML to the app moves nothing.
 */
export function AppShellSkeleton() {
  return (
    <div className="vpa-shell" aria-busy="true">
      <div className="vpa-shell-bar">
        <svg className="vpa-shell-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
        </svg>
      </div>
      <div className="vpa-shell-main" aria-hidden="true">
        <span className="vpa-shell-block vpa-shell-heading" />
        <span className="vpa-shell-block vpa-shell-line" />
        <span className="vpa-shell-block vpa-shell-tile" />
        <span className="vpa-shell-block vpa-shell-tile" />
      </div>
    </div>
  );
}
