import { Component, type ReactNode } from 'react';
import { messages } from '../lib/messages';

/**
 * Keeps one route's failure inside that route: the shell stays, the user can retry. Drawn in the look
 * of MUI's error Alert with CSS classes (app/styles.css): the Alert, its icons and icon button would
 * otherwise load with every route's shell for a message that is rarely shown.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="route-error">
        <span>{messages.pageError}</span>
        <button type="button" className="link-button" onClick={() => this.setState({ failed: false })}>
          {messages.retry}
        </button>
      </div>
    );
  }
}
