import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the failing part in the log. */
  name: string;
  fallback?: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps one broken part (a widget, a lazy chunk that failed to load) from blanking the page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name}] failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
