// generated from spec/forms/*.yaml by npm run generate — do not edit
import type { FormModule } from './types.js';

export type FormId =
  | 'add-sub-member'
  | 'ask-question'
  | 'basic-profile'
  | 'change-password'
  | 'contest-signup'
  | 'creator-answer'
  | 'creator-verification-enterprise'
  | 'creator-verification-personal'
  | 'deputy-operator'
  | 'edit-question'
  | 'exhibitor-signup'
  | 'expert-comment'
  | 'expert-consult'
  | 'feed-answer'
  | 'feedback'
  | 'festival-application'
  | 'forget-password'
  | 'legal-register'
  | 'login-password'
  | 'login-phone'
  | 'make-offer'
  | 'modify-offer'
  | 'personal-register'
  | 'publish-article'
  | 'publish-goods'
  | 'publish-job'
  | 'publish-policy-article'
  | 'publish-video'
  | 'publish-want-buy'
  | 'real-name-verification'
  | 'report-content'
  | 'site-message'
  | 'tea-loan-apply'
  | 'user-home-profile'
  | 'user-home-profile-company';

/** Each form loads on first use, together with its precompiled validator. */
export const forms: Readonly<Record<FormId, () => Promise<FormModule>>> = {
  'add-sub-member': () => import('./add-sub-member.js'),
  'ask-question': () => import('./ask-question.js'),
  'basic-profile': () => import('./basic-profile.js'),
  'change-password': () => import('./change-password.js'),
  'contest-signup': () => import('./contest-signup.js'),
  'creator-answer': () => import('./creator-answer.js'),
  'creator-verification-enterprise': () => import('./creator-verification-enterprise.js'),
  'creator-verification-personal': () => import('./creator-verification-personal.js'),
  'deputy-operator': () => import('./deputy-operator.js'),
  'edit-question': () => import('./edit-question.js'),
  'exhibitor-signup': () => import('./exhibitor-signup.js'),
  'expert-comment': () => import('./expert-comment.js'),
  'expert-consult': () => import('./expert-consult.js'),
  'feed-answer': () => import('./feed-answer.js'),
  feedback: () => import('./feedback.js'),
  'festival-application': () => import('./festival-application.js'),
  'forget-password': () => import('./forget-password.js'),
  'legal-register': () => import('./legal-register.js'),
  'login-password': () => import('./login-password.js'),
  'login-phone': () => import('./login-phone.js'),
  'make-offer': () => import('./make-offer.js'),
  'modify-offer': () => import('./modify-offer.js'),
  'personal-register': () => import('./personal-register.js'),
  'publish-article': () => import('./publish-article.js'),
  'publish-goods': () => import('./publish-goods.js'),
  'publish-job': () => import('./publish-job.js'),
  'publish-policy-article': () => import('./publish-policy-article.js'),
  'publish-video': () => import('./publish-video.js'),
  'publish-want-buy': () => import('./publish-want-buy.js'),
  'real-name-verification': () => import('./real-name-verification.js'),
  'report-content': () => import('./report-content.js'),
  'site-message': () => import('./site-message.js'),
  'tea-loan-apply': () => import('./tea-loan-apply.js'),
  'user-home-profile': () => import('./user-home-profile.js'),
  'user-home-profile-company': () => import('./user-home-profile-company.js'),
};
