// Plain Vite, plain JavaScript: the kit's built ESM and its one stylesheet, nothing of vanilla-extract or TypeScript.
import '@checkup/ui/styles.css';
import { Calendar, Countdown, TimeSlotPicker, TreeSelect, installRootFontSize, useCombobox } from '@checkup/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const today = { y: 2026, m: 12, d: 8 };

const availability = {
  '2026-12-09': { remaining: 42, total: 120 },
  '2026-12-10': { remaining: 6, total: 120 },
  '2026-12-11': { remaining: 0, total: 120 },
};

const slots = [
  { code: 'AM1', name: '07:30-08:30', remaining: 12 },
  { code: 'AM2', name: '08:30-09:30', remaining: 0 },
  { code: 'AM3', name: '09:30-10:30', remaining: 3 },
];

const categories = [
  {
    value: 'imaging',
    label: '影像检查',
    items: [
      { value: 'ct-chest', label: '胸部低剂量螺旋CT', price: 380, note: '适合长期吸烟或有肺结节家族史者' },
      { value: 'us-thyroid', label: '甲状腺彩超', price: 120 },
    ],
  },
  {
    value: 'lab',
    label: '实验室检查',
    items: [
      { value: 'hba1c', label: '糖化血红蛋白', price: 80 },
      { value: 'tumour', label: '肿瘤标志物（男）', price: 260 },
    ],
  },
];

const departments = [
  { value: 'cardio', label: '心内科' },
  { value: 'endo', label: '内分泌科' },
  { value: 'ortho', label: '骨科' },
];

/** The hospital's own markup on the kit's combobox behaviour. */
function DepartmentSearch() {
  const { matches, getInputProps, getListProps, getOptionProps } = useCombobox({ options: departments });
  const input = getInputProps();
  return (
    <div>
      <label htmlFor={input.id}>复查科室</label>
      <input {...input} />
      <ul {...getListProps()} aria-label="复查科室">
        {matches.map((option, index) => (
          <li key={option.value} {...getOptionProps(index)}>
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

// Fifteen minutes to pay, as booking apps give: the countdown reads 14:59 and down.
const paymentDeadline = Date.now() + 15 * 60 * 1000;

function BookingScreen() {
  const [day, setDay] = useState(null);
  const [extras, setExtras] = useState([]);
  return (
    <main>
      <h1>东湖医院体检预约</h1>
      <Calendar
        today={today}
        availability={availability}
        value={day}
        onChange={setDay}
        max={{ y: 2027, m: 1, d: 31 }}
      />
      <TimeSlotPicker slots={slots} dayKey={day ? `${day.y}-${day.m}-${day.d}` : 'none'} label="到检时段" />
      <TreeSelect categories={categories} value={extras} onChange={setExtras} />
      <DepartmentSearch />
      <p>
        请在 <Countdown deadline={paymentDeadline} label="支付剩余时间" /> 内完成支付
      </p>
    </main>
  );
}

installRootFontSize();
createRoot(document.getElementById('root')).render(<BookingScreen />);
