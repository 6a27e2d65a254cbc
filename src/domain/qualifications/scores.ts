import { numberInRange, type ValueCheck } from '../steps/checks.ts';
import { EnglishTest, ScoreType } from './constants.ts';
import { QualificationsMsg as M } from './messages.ts';

interface TestScores {
  overall: ValueCheck;
  skill: ValueCheck;
}

const ielts = numberInRange(0, 9, 0.5, M.ieltsScore);
const cambridge = numberInRange(142, 210, 1, M.cambridgeScore);
const pte = numberInRange(10, 90, 1, M.pteScore);

/**
 * The score ranges per English test (course spec §5): IELTS Academic (505) 0–9 in half steps; the
 * Cambridge English Scale (2112) 142–210; TOEFL iBT (1591) 0–120 overall and 0–30 per skill; PTE
 * Academic (1587) 10–90. The spec gives the overall range; each skill is on the same scale (TOEFL's
 * skills excepted, as the spec says), since the tests report them so.
 */
export const TEST_SCORES: Partial<Record<number, TestScores>> = {
  [EnglishTest.ieltsAcademic]: { overall: ielts, skill: ielts },
  [EnglishTest.cambridgeScale]: { overall: cambridge, skill: cambridge },
  [EnglishTest.toeflIbt]: {
    overall: numberInRange(0, 120, 1, M.toeflOverall),
    skill: numberInRange(0, 30, 1, M.toeflSkill),
  },
  [EnglishTest.pteAcademic]: { overall: pte, skill: pte },
};

/** The OET (2113) reports each skill: with score type 1863 a whole number 0–500 (spec §5). */
export const OET_SKILL_SCORE = numberInRange(0, 500, 1, M.oetScore);

/** The check of one skill score for this test and score type (undefined: no range known). */
export function skillCheck(test: number | null, scoreType: number | null): ValueCheck | undefined {
  if (test === EnglishTest.oet) return scoreType === ScoreType.scores ? OET_SKILL_SCORE : undefined;
  return test === null ? undefined : TEST_SCORES[test]?.skill;
}

/** The check of the overall score for this test (the OET has none). */
export function overallCheck(test: number | null): ValueCheck | undefined {
  return test === null ? undefined : TEST_SCORES[test]?.overall;
}
