import { Component, type ReactNode } from 'react';
import { logClient } from '../stores';

interface Props {
  tag: string;
  children: ReactNode;
}

/** One broken element never blanks the page: it says so in its own space and is logged. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    void logClient({ action: `render ${this.props.tag}`, response: message });
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" part="error" className="ik-error">
          Sorry, this part of the page could not be shown. Please reload the page.
        </p>
      );
    }
    return this.props.children;
  }
}
