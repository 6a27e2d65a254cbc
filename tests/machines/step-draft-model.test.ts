import { describeModel } from '../support/model/describe-model.ts';
import { stepDraft } from '../support/model/registry.ts';

describeModel(stepDraft);
