// generated from spec/forms/festival-application.yaml by npm run generate — do not edit
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export declare const validateFns: ValidatorFunctions;
