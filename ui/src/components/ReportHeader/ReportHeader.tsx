import { Fragment, type ReactNode } from 'react';
import { MaskedText } from '../MaskedText';
import * as css from './ReportHeader.css';

/** Props of {@link ReportHeader}. */
export interface ReportHeaderProps {
  name: string;
  sex?: 'male' | 'female';
  age?: number | string;
  /** Report (registration) number, regno. */
  reportNo?: string;
  /** Check-up date as the wire gives it (`YYYY-MM-DD`); shown as is. */
  date?: string;
  /** Chief examining doctor, doc_name. */
  doctor?: string;
  /** ID number; always shown masked (middle third hidden; screen readers hear the kept parts, not a row of stars). */
  idNumber?: string;
  /** Heading level of the name (default 2). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

const SEX_TEXT = { male: '男', female: '女' } as const;

/** The patient block on top of a report: name, sex, age, report number, date, doctor, masked ID. */
export function ReportHeader({
  name,
  sex,
  age,
  reportNo,
  date,
  doctor,
  idNumber,
  headingLevel = 2,
  className,
}: ReportHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  const fields: Array<[string, ReactNode]> = [
    ['体检号', reportNo],
    ['体检日期', date],
    ['主检医生', doctor],
    ['证件号码', idNumber ? <MaskedText text={idNumber} /> : undefined],
  ];
  const subtitle = [sex && SEX_TEXT[sex], age !== undefined && age !== '' ? `${age}岁` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <header className={className ? `${css.root} ${className}` : css.root}>
      <Heading className={css.title}>
        {name}
        {subtitle && <span className={css.subtitle}>{subtitle}</span>}
      </Heading>
      <dl className={css.fields}>
        {fields.map(([term, value]) =>
          value ? (
            <Fragment key={term}>
              <dt className={css.term}>{term}</dt>
              <dd className={css.detail}>{value}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
    </header>
  );
}
