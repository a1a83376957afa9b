/** Stability of a component, as the Getting started page lists it (ui/src/docs/GettingStarted.mdx). */
export type ComponentStatus = 'stable' | 'beta';

const statusNotes: Record<ComponentStatus, string> = {
  stable: '**Status: stable** — props, accessible names and behaviour change only in a breaking release.',
  beta: '**Status: beta** — may change in a minor release.',
};

/**
 * The parameters that give a component's Docs page its status (first line) and text (what for, when not, states,
 * accessibility, usage code). Give the meta `tags: [status]` too, written out: Storybook's indexer reads tags from the
 * source, so a tag from this function would not reach the sidebar.
 */
export function componentDocs(status: ComponentStatus, description: string) {
  return { parameters: { docs: { description: { component: `${statusNotes[status]}\n\n${description}` } } } };
}
