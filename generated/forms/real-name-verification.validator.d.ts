// generated from spec/forms/real-name-verification.yaml by npm run generate — do not edit
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export declare const validateFns: ValidatorFunctions;
