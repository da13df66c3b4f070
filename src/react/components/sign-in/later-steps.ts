// The sign-in card's later steps, loaded on demand (./lazy-steps): the two-factor step and the e-mailed-code
// step are reached only after a first step, so a sign-in page's script does not carry them, nor their English.
import { addEnglish } from '../../i18n';
import { enSteps } from '../../i18n/en-steps';

addEnglish(enSteps);

export { MfaForm } from '../mfa/mfa';
export { CodeStep } from '../magic-link/magic-link-sign-in';
