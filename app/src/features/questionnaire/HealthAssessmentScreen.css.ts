/** `/questionJkpg`'s one class of its own, built at build time from the kit's sprinkles (docs/adr/0026-first-load-bundle-shape.md). */
import { sprinkles } from '@checkup/ui/sprinkles.css';

/**
 * 修改信息 beside the block 查看推荐项目: keeps its own width (its label on one line) and leaves the rest of the row to the
 * block button, which would otherwise squeeze it to two lines at 390 and 320 px.
 */
export const sideAction = sprinkles({ flexShrink: 0 });
