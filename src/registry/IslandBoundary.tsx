import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { name: string; children: ReactNode };
type State = { failed: boolean };

/** Isolates an island that throws: the rest of the page keeps working. */
export class IslandBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Blok „${this.props.name}” przestał działać`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="island-failure">
        <p>Ten element strony jest chwilowo niedostępny. Odśwież stronę, aby spróbować ponownie.</p>
      </div>
    );
  }
}
