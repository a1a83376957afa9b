import { describe, expect, it } from 'vitest';
import { initialAssessmentForm, toAssessmentInfo } from './assessmentInfo';
import { femaleInfo, maleInfo } from './testing/questionFixtures';

describe('the assessment base-info form', () => {
  it('answers abdominal fat from the waistline: ≥ 90 cm for men, ≥ 85 cm for women; unasked without one', () => {
    expect(initialAssessmentForm(undefined, { ...maleInfo, waistline: 90 }).abdominalObesity).toBe('yes');
    expect(initialAssessmentForm(undefined, { ...maleInfo, waistline: 89 }).abdominalObesity).toBe('no');
    expect(initialAssessmentForm(undefined, { ...femaleInfo, waistline: 85 }).abdominalObesity).toBe('yes');
    expect(initialAssessmentForm(undefined, { ...femaleInfo, waistline: 84 }).abdominalObesity).toBe('no');
    expect(initialAssessmentForm(undefined, maleInfo).abdominalObesity).toBe('');
  });

  it('requires age, sex, height, weight and the abdominal-fat answer', () => {
    const form = { age: '36', sex: '1', height: '175', weight: '70', abdominalObesity: 'no' } as const;
    expect(toAssessmentInfo(form)).toEqual({
      ok: true,
      info: { age: 36, sex: '1', height: 175, weight: 70, BMI: 22.86, abdominalObesity: false },
    });
    for (const missing of [
      { age: '' },
      { age: '3.5' },
      { sex: '' },
      { height: '' },
      { weight: '0' },
      { abdominalObesity: '' },
    ] as const) {
      expect(toAssessmentInfo({ ...form, ...missing }), JSON.stringify(missing)).toEqual({
        ok: false,
        message: '请完善信息',
      });
    }
  });
});
