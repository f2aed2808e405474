// Lets a single-page host (the dashboard's router) take over plain links the visualizer renders.
import type { MouseEvent } from 'react';

export type Navigate = (href: string) => void;

export function linkClickHandler(href: string, navigate: Navigate | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!navigate || modified) return;
    event.preventDefault();
    navigate(href);
  };
}
