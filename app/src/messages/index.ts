/** Every user-facing text of the app that the UI kit does not already hold, by area. */
export { accessMessages } from './access';
export { addItemMessages } from './addItems';
export { bookingMessages, paymentMessages } from './booking';
export { commonMessages } from './common';
export { groupMessages } from './group';
export { homeMessages } from './home';
export { noticeMessages } from './notice';
export { orderMessages } from './orders';
export { packageMessages } from './packages';
export { payRecordMessages } from './payments';
export { personalisedMessages } from './personalised';
export { questionnaireMessages } from './questionnaire';
export { reportMessages } from './reports';
export { signatureMessages } from './signature';
