export { JSON_CONTENT_TYPE } from './json-content-type.ts';
export { sendWrittenCareAnswer, WrittenCareAnswer } from './written-care-answer.ts';
