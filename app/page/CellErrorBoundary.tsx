import { Component, type ReactNode } from "react";

interface Props {
  kind: string;
  showDetails: boolean;
  children: ReactNode;
}

/**
 * One cell's crash stays in that cell. On the server, the Suspense boundary around each cell lets
 * React send the rest of the page and retry the cell in the browser, where this boundary catches.
 */
export class CellErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Widget ${this.props.kind} failed to render`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.showDetails) return null;
    return (
      <div className="widget-problem" role="note">
        Widget {this.props.kind} crashed while rendering.
      </div>
    );
  }
}
