import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../../test/fixtures';
import { renderRoute } from '../../../test/renderRoute';
import { fieldHints, PERSON_FIELD_HINTS } from '../../shared/testing/fieldHints';
import { maleInfo } from './testing/questionFixtures';
import type { SessionStore } from '../../session/store';
import { Component as QuestionBaseInfo } from './BaseInfoScreen';

const box = (name: string) => screen.getByRole('textbox', { name });
const next = () => userEvent.click(screen.getByRole('button', { name: '下一步' }));
const bmiCell = () => screen.getByText('BMI').closest('li, div, a, button') ?? screen.getByText('BMI');

function open(options: { stored?: boolean; after?: SessionStore } = {}) {
  // `after`: the session of an earlier opening, whose draft a reload of the page finds again (sessionStorage stays).
  const draft = options.after?.formDraft('questionBaseInfo').get();
  return renderRoute(QuestionBaseInfo, {
    path: '/questionBaseInfo',
    session: (session) => {
      session.user.set({ ...sampleUser, name: '张伟', marr_type: '2' });
      if (options.stored) session.questionInfo.set(maleInfo);
      if (draft) session.formDraft('questionBaseInfo').set(draft);
    },
  });
}

describe('/questionBaseInfo', () => {
  it('derives sex and age from the ID number and computes BMI to 2 decimals', async () => {
    open();
    expect(box('姓名')).toHaveValue('张伟');
    fireEvent.change(box('身份证号'), { target: { value: '110101199204053023' } });
    expect(screen.getByRole('radio', { name: '女' })).toBeChecked();
    expect(Number((box('年龄') as HTMLInputElement).value)).toBeGreaterThanOrEqual(34);
    expect(bmiCell()).toHaveTextContent('—');
    await userEvent.type(box('身高（cm）'), '160');
    await userEvent.type(box('体重（kg）'), '55');
    expect(bmiCell()).toHaveTextContent('21.48');
  });

  it('marks name and ID number required, with name autofill and the text keyboard for the ID number', () => {
    open();
    expect(fieldHints(box('姓名'))).toEqual(PERSON_FIELD_HINTS.name);
    expect(fieldHints(box('身份证号'))).toEqual(PERSON_FIELD_HINTS.idNumber);
  });

  it('says 请完善信息 while a required field is missing', async () => {
    const { session } = open();
    fireEvent.change(box('身份证号'), { target: { value: '110101199003074514' } });
    await userEvent.type(box('身高（cm）'), '175');
    await next();
    expect(await screen.findByRole('status')).toHaveTextContent('请完善信息');
    expect(session.questionInfo.get()).toBeUndefined();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('refuses an invalid ID number with its message', async () => {
    open({ stored: true });
    fireEvent.change(box('身份证号'), { target: { value: '110101199003074515' } });
    await next();
    expect(await screen.findByRole('status')).toHaveTextContent('身份证号码非法');
  });

  it('keeps the checked info, forgets the assessment form filled from the info before, and opens the questionnaire', async () => {
    const { session } = open();
    session.baseInfo.set({ age: 60, sex: '2', height: 160, weight: 55, BMI: 21.48, abdominalObesity: true });
    fireEvent.change(box('身份证号'), { target: { value: '110101199003074514' } });
    await userEvent.type(box('身高（cm）'), '175');
    await userEvent.type(box('体重（kg）'), '70');
    await userEvent.click(screen.getByRole('radio', { name: 'A' }));
    await next();
    expect(await screen.findByTestId('location')).toHaveTextContent('/question');
    expect(session.questionInfo.get()).toMatchObject({
      name: '张伟',
      cardNo: '110101199003074514',
      sex: '1',
      maritalStatus: '2',
      height: 175,
      weight: 70,
      bloodType: 'A',
      waistline: 0,
      BMI: 22.86,
    });
    expect(session.baseInfo.get()).toBeUndefined();
  });

  it('opens again with the stored info', () => {
    open({ stored: true });
    expect(box('身份证号')).toHaveValue(maleInfo.cardNo);
    expect(bmiCell()).toHaveTextContent('22.86');
  });

  it('keeps what was typed across a reload, over the stored info, until 下一步 keeps the info', async () => {
    const first = open({ stored: true });
    await userEvent.clear(box('身高（cm）'));
    await userEvent.type(box('身高（cm）'), '181');
    await userEvent.click(screen.getByRole('radio', { name: 'AB' }));
    first.unmount();

    const second = open({ stored: true, after: first.session });
    expect(box('身高（cm）')).toHaveValue('181');
    expect(screen.getByRole('radio', { name: 'AB' })).toBeChecked();
    // What was not typed is the stored info's.
    expect(box('姓名')).toHaveValue(maleInfo.name);
    expect(box('体重（kg）')).toHaveValue(String(maleInfo.weight));
    await next();
    expect(await screen.findByTestId('location')).toHaveTextContent('/question');
    expect(second.session.questionInfo.get()).toEqual(expect.objectContaining({ height: 181, bloodType: 'AB' }));
    second.unmount();

    open({ after: second.session });
    expect(box('身高（cm）')).toHaveValue('');
  });
});
