// generated from spec/forms/feedback.yaml by npm run generate — do not edit
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export declare const validateFns: ValidatorFunctions;
