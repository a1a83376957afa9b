/** Where "next step" on the package details leads (docs/product/booking-journey.md §2 "Package details", §6). */
import type { Schemas } from '@checkup/sdk';

/**
 * `ask`: offer the extra items first (non-staff types while extras are enabled in the configuration);
 * `calendar`: straight to the calendar (staff skips the prompt).
 */
export function nextAfterDetails(type: Schemas['CheckedType'], addItemsEnabled: boolean): 'ask' | 'calendar' {
  return type !== 'staff' && addItemsEnabled ? 'ask' : 'calendar';
}
