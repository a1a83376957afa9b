/** Body-mass index for the basic-info form. */

/**
 * BMI = weight (kg) / (height in metres)², rounded to 2 decimals. The form asks height in centimetres.
 * Null unless both values are positive finite numbers.
 */
export function bmi(weightKg: number, heightCm: number): number | null {
  if (!(Number.isFinite(weightKg) && weightKg > 0 && Number.isFinite(heightCm) && heightCm > 0)) return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 100) / 100;
}
