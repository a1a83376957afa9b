/** Conversions between storage (fen, Date) and the legacy wire formats (yuan numbers, Shanghai timestamps). */
import { asFen, fenToYuan, formatShanghaiDateTime } from '@checkup/sdk/rules';

/** Fen to a yuan number with at most two decimals, as the legacy API sends prices. */
export const yuan = (fen: number): number => fenToYuan(asFen(fen));

/** An instant as `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. */
export const wireTime = (instant: Date): string => formatShanghaiDateTime(instant);
