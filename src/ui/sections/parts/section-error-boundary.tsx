/**
 * Keeps one broken section from blanking the whole page, which matters most in the editor preview
 * where owners push half-finished content. The failed section renders nothing.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  tempId: string;
  /** The section object: a new one (an editor push) deserves a fresh attempt. */
  resetKey: unknown;
  children: ReactNode;
}

export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Section ${this.props.tempId} failed to render`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
