/** Stability of a component, as the Getting started page lists it (ui/src/docs/GettingStarted.mdx). */
export type ComponentStatus = 'stable' | 'beta';

const statusNotes: Record<ComponentStatus, string> = {
  stable: '**Status: stable** — props, accessible names and behaviour change only in a breaking release.',
  beta: '**Status: beta** — may change in a minor release.',
};

/**
 * The meta fields that give a component's Docs page its status and text: the status as a tag (shown in the sidebar
 * and filterable) and as the first line of the page, then the description (what for, when not, states, accessibility,
 * usage code).
 */
export function componentDocs(status: ComponentStatus, description: string) {
  return {
    tags: [status],
    parameters: { docs: { description: { component: `${statusNotes[status]}\n\n${description}` } } },
  };
}
