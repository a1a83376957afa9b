/** Sample values shaped by the contract, shared by app tests. */
import type { components } from '@checkup/sdk/schema';
import { memoryCookieJar, memoryStorage } from '../src/session/backends';
import { createSessionStore } from '../src/session/store';
import type { StoredPackage } from '../src/session/values';

export const sampleUser: components['schemas']['User'] = {
  openid: 'oXk3a5Jt8qW2nYcD0sL9vPzR1mEo',
  name: '李明',
  idcard: '440305199003078913',
  tel: '13812345678',
  card_type: 'idcard',
  sex: '1',
  birthday: '1990-03-07',
  marr_type: '2',
};

/** A session store over in-memory cookies and storage. */
export function memorySessionStore(now?: () => number) {
  return createSessionStore({ cookies: memoryCookieJar(now), session: memoryStorage(), local: memoryStorage() });
}

export const samplePackage: StoredPackage = {
  clus_Code: 'TC001',
  clus_Name: '男士基础体检套餐',
  clus_Note: '血常规、肝功能、腹部彩超等18项',
  sex: '1',
  price: 680,
  jd_price: 598,
  jd_flag: 'T',
  marr_status: '0',
  PersonalSpan: 'person',
};
