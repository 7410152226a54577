import { Component, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { retryFailedLoads } from '@/lib/lazy-with-preload';

type Props = {
  children: ReactNode;
  /** Told when the piece could not load (a menu that did not open is marked closed again)... */
  onFailed?: () => void;
  /** ...and when "Try again" is pressed (the menu is opening again). */
  onRetry?: () => void;
  /**
   * What "Try again" waits for besides the pieces that failed: the pieces inside this one that are
   * drawn as they stand, never waited for (the ticket card's actions, `Instant` of
   * src/lib/lazy-with-preload.ts), so that the piece comes back whole.
   */
  retryWith?: () => Promise<unknown>;
  /**
   * For the route's error screen (src/app/route-error.tsx): what shows instead of what failed,
   * and the key whose change (another address) is a fresh start.
   */
  failure?: ReactNode;
  resetKey?: string;
};

type State = { failed: boolean; retried: boolean; resetKey?: string };

/**
 * Around a piece of a screen that is not the screen's purpose and loads on its own (a lazy
 * component, `lazyWithPreload`, with its texts): when it cannot load (a weak signal on the way back
 * from the bank, an in-app browser, a release that replaced the files), the rest of the screen
 * stays and the piece becomes a small line with "Try again", which asks for it again and shows it
 * once it is in. Never the route's error screen: a paid driver keeps the ticket number, its end and
 * the invoice in view. Nothing shows while the piece loads. (The route's error screen is this
 * boundary too, with `failure` and `resetKey`: one class on the first screen's bytes, not two.)
 */
export class OptionalBoundary extends Component<Props, State> {
  state: State = { failed: false, retried: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailed?.();
  }

  // The line stays until the answers are in; then the piece renders at once, without suspending,
  // or fails again and the line comes back with the focus on its button.
  private retry = async () => {
    this.props.onRetry?.();
    this.setState({ retried: true });
    await Promise.allSettled([retryFailedLoads(), this.props.retryWith?.()]);
    this.setState({ failed: false });
  };

  render() {
    const { failed, retried } = this.state;
    if (failed) return this.props.failure ?? <FailedLine focus={retried} onRetry={this.retry} />;
    // Mounted afresh after the line: nothing of the failed render is kept.
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

type LineProps = { focus: boolean; onRetry: () => void };

/** "This part could not be loaded. Try again" */
function FailedLine({ focus, onRetry }: LineProps) {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ color: 'text.secondary' }}>
      {t('partFailed')}{' '}
      <Button autoFocus={focus} onClick={onRetry} sx={{ minHeight: 44 }}>
        {t('actions.retry')}
      </Button>
    </Box>
  );
}
