import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeSlotPicker } from './TimeSlotPicker';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Booking/TimeSlotPicker',
  component: TimeSlotPicker,
  args: {
    dayKey: '2026-12-09',
    onChange: fn(),
    slots: [
      { code: '1', name: '07:30-08:00', remaining: 12 },
      { code: '2', name: '08:00-08:30', remaining: 0 },
      { code: '3', name: '08:30-09:00', remaining: 3 },
      { code: '4', name: '09:00-09:30', remaining: 20 },
      { code: '5', name: '09:30-10:00', remaining: 0 },
      { code: '6', name: '10:00-10:30', remaining: 1 },
    ],
  },
  argTypes: {
    slots: {
      description:
        "The day's arrival slots: `code`, `name` (the time range shown) and `remaining` places; 0 disables a slot (约满).",
    },
    dayKey: {
      control: 'text',
      description: 'The day the slots belong to (`YYYY-MM-DD`); a new day clears the selection.',
    },
    value: { control: 'text', description: 'Selected slot code (controlled); `null` for none.' },
    defaultValue: { control: 'text', description: 'Initially selected slot code when uncontrolled.' },
    onChange: { description: 'Called with the slot code and slot when an open slot is chosen.' },
    label: { control: 'text', description: 'Accessible name of the radio group (default 到检时段).' },
    fullText: { control: 'text', description: 'Text of a slot without places (default 约满).' },
    remainingText: { control: false, description: 'Formats the places left (default `余N人`).' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `Arrival-time slots of the chosen day, as one radio group.

**Use it** after a day is picked in the Calendar, to choose when the person arrives. **Do not use it** for choices
that are not times of one day (use RadioGroup), or with more than about twelve slots (use a list).

**States**: open (余N人), full (约满, disabled, skipped by the arrow keys), selected, no slots.

**Accessibility**: one Tab stop; arrow keys move to and check the next open slot, Space checks. A screen reader says
"到检时段, radio group", then each slot as "07:30-08:00 余12人, radio button, 1 of 6"; a full slot is "dimmed".

\`\`\`tsx
<TimeSlotPicker dayKey="2026-12-09" slots={slots} value={code} onChange={(code) => setCode(code)} />
\`\`\``,
  ),
} satisfies Meta<typeof TimeSlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Slots: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^07:30/ }));
    // Held like a real key press (Radix selects on focus while an arrow key is down).
    await userEvent.keyboard('{ArrowRight>}');
    // Arrow keys skip the full 08:00 slot and select the next open one.
    await expect(canvas.getByRole('radio', { name: /^08:30/ })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: /^08:30/ })).toBeChecked();
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('3', args.slots[2]);
  },
};

/** A day whose slots are all taken: every slot disabled and labelled 约满. */
export const FullSlotList: Story = {
  args: {
    slots: ['07:30-08:00', '08:00-08:30', '08:30-09:00', '09:00-09:30'].map((name, i) => ({
      code: String(i),
      name,
      remaining: 0,
    })),
  },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Selected: Story = { args: { defaultValue: '4' } };
