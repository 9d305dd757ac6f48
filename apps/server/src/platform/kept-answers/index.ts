export {
  type AnswersKeptUntilNextMoment,
  answersKeptUntilNextMoment,
} from './answers-kept-until-next-moment.ts';
