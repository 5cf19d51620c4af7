// generated from spec/openapi.yaml by npm run generate — do not edit
import type { Client } from 'openapi-fetch';
import type { OperationId } from './operations.js';
import type { operations as Operations, paths } from './schema.js';
import { formBody, multipartBody, omit, pick } from './support.js';

/** One flat input per operation: its query and path parameters and its body fields together. */
export interface ApiInputs {
  activitySignUp: NonNullable<Operations['activitySignUp']['requestBody']>['content']['application/json'];
  addSubMember: NonNullable<Operations['addSubMember']['requestBody']>['content']['application/json'];
  applyForLoan: NonNullable<Operations['applyForLoan']['parameters']['query']>;
  articleLabelList: NonNullable<Operations['articleLabelList']['parameters']['query']>;
  blogrollList: Record<string, never>;
  checkInVoucher: NonNullable<Operations['checkInVoucher']['requestBody']>['content']['application/json'];
  checkUserState: NonNullable<Operations['checkUserState']['parameters']['query']>;
  claimVoucher: NonNullable<Operations['claimVoucher']['requestBody']>['content']['application/json'];
  clearBrowseRecords: NonNullable<Operations['clearBrowseRecords']['parameters']['query']>;
  createJob: NonNullable<Operations['createJob']['requestBody']>['content']['application/json'];
  deleteAdmin: NonNullable<Operations['deleteAdmin']['parameters']['query']>;
  deleteArticle: NonNullable<Operations['deleteArticle']['parameters']['query']>;
  deleteConcern: NonNullable<Operations['deleteConcern']['requestBody']>['content']['application/x-www-form-urlencoded'];
  deleteFavorites: NonNullable<Operations['deleteFavorites']['requestBody']>['content']['application/x-www-form-urlencoded'];
  deleteLikes: NonNullable<Operations['deleteLikes']['requestBody']>['content']['application/x-www-form-urlencoded'];
  deleteMyComment: NonNullable<Operations['deleteMyComment']['parameters']['query']>;
  deleteMyOffer: NonNullable<Operations['deleteMyOffer']['parameters']['query']>;
  deleteMyRelease: NonNullable<Operations['deleteMyRelease']['parameters']['query']>;
  deleteMyWantBuy: NonNullable<Operations['deleteMyWantBuy']['parameters']['query']>;
  deleteQuiz: NonNullable<Operations['deleteQuiz']['parameters']['query']>;
  deleteSubMember: NonNullable<Operations['deleteSubMember']['parameters']['query']>;
  deleteVideo: NonNullable<Operations['deleteVideo']['parameters']['query']>;
  doConcern: NonNullable<Operations['doConcern']['requestBody']>['content']['application/x-www-form-urlencoded'];
  doFavorites: NonNullable<Operations['doFavorites']['requestBody']>['content']['application/x-www-form-urlencoded'];
  doLikes: NonNullable<Operations['doLikes']['requestBody']>['content']['application/x-www-form-urlencoded'];
  favouriteJob: NonNullable<Operations['favouriteJob']['requestBody']>['content']['application/json'];
  findAnswerByQuiz: NonNullable<Operations['findAnswerByQuiz']['parameters']['query']>;
  findArticleById: NonNullable<Operations['findArticleById']['parameters']['query']>;
  findCommentByTypeAndId: NonNullable<Operations['findCommentByTypeAndId']['parameters']['query']>;
  findCommentListByUserId: NonNullable<Operations['findCommentListByUserId']['parameters']['query']>;
  findConcernForMeData: NonNullable<Operations['findConcernForMeData']['parameters']['query']>;
  findFavorites: NonNullable<Operations['findFavorites']['parameters']['query']>;
  findMyArticleByUser: NonNullable<Operations['findMyArticleByUser']['parameters']['query']>;
  findMyConcern: NonNullable<Operations['findMyConcern']['parameters']['query']>;
  findQuizById: NonNullable<Operations['findQuizById']['parameters']['query']>;
  findQuizListByCondition: NonNullable<Operations['findQuizListByCondition']['parameters']['query']>;
  findToutiaoByCondition: NonNullable<Operations['findToutiaoByCondition']['parameters']['query']>;
  findVideoById: NonNullable<Operations['findVideoById']['parameters']['query']>;
  generateQrCode: Record<string, never>;
  getActivityDetail: NonNullable<Operations['getActivityDetail']['parameters']['query']>;
  getActivityEnterpriseList: NonNullable<Operations['getActivityEnterpriseList']['parameters']['query']>;
  getAdminList: NonNullable<Operations['getAdminList']['parameters']['query']>;
  getAdvertisementList: NonNullable<Operations['getAdvertisementList']['parameters']['query']>;
  getConsultingHistory: NonNullable<Operations['getConsultingHistory']['parameters']['query']>;
  getConsultingNew: NonNullable<Operations['getConsultingNew']['parameters']['query']>;
  getContestDetail: NonNullable<Operations['getContestDetail']['parameters']['query']>;
  getContestList: NonNullable<Operations['getContestList']['parameters']['query']>;
  getContestRanking: NonNullable<Operations['getContestRanking']['parameters']['query']>;
  getContestantDetail: NonNullable<Operations['getContestantDetail']['parameters']['query']>;
  getContestantList: NonNullable<Operations['getContestantList']['parameters']['query']>;
  getCustomerServiceList: Record<string, never>;
  getExpertDetail: NonNullable<Operations['getExpertDetail']['parameters']['query']>;
  getExpertLabelList: Record<string, never>;
  getExpertList: NonNullable<Operations['getExpertList']['parameters']['query']>;
  getHomeBannerConfig: Record<string, never>;
  getHonourDetail: NonNullable<Operations['getHonourDetail']['parameters']['query']>;
  getHonourList: NonNullable<Operations['getHonourList']['parameters']['query']>;
  getHonourSameFieldList: NonNullable<Operations['getHonourSameFieldList']['parameters']['query']>;
  getInfo: NonNullable<Operations['getInfo']['parameters']['query']>;
  getInvitationSummary: NonNullable<Operations['getInvitationSummary']['parameters']['query']>;
  getJob: NonNullable<Operations['getJob']['parameters']['query']>;
  getMemberDetail: NonNullable<Operations['getMemberDetail']['parameters']['query']>;
  getMemberInfoByUserId: NonNullable<Operations['getMemberInfoByUserId']['parameters']['query']>;
  getMemberLabels: NonNullable<Operations['getMemberLabels']['parameters']['query']>;
  getNoticeDetail: NonNullable<Operations['getNoticeDetail']['parameters']['query']>;
  getNoticeList: NonNullable<Operations['getNoticeList']['parameters']['query']>;
  getOcrSign: Record<string, never>;
  getPcActivityList: NonNullable<Operations['getPcActivityList']['parameters']['query']>;
  getReportType: Record<string, never>;
  getSignInInfo: NonNullable<Operations['getSignInInfo']['parameters']['query']>;
  getSignRules: Record<string, never>;
  getSourceGoods: NonNullable<Operations['getSourceGoods']['parameters']['query']>;
  getSystemMessageDetail: NonNullable<Operations['getSystemMessageDetail']['parameters']['query']>;
  getTeaEnterpriseByUserId: NonNullable<Operations['getTeaEnterpriseByUserId']['parameters']['query']>;
  getTeaPersonByUserId: NonNullable<Operations['getTeaPersonByUserId']['parameters']['query']>;
  getUser: NonNullable<Operations['getUser']['parameters']['query']>;
  getUserHomeStats: NonNullable<Operations['getUserHomeStats']['parameters']['query']>;
  getWantBuy: NonNullable<Operations['getWantBuy']['parameters']['query']>;
  homeBannerList: NonNullable<Operations['homeBannerList']['parameters']['query']>;
  huploadFile: NonNullable<Operations['huploadFile']['requestBody']>['content']['multipart/form-data'];
  leaveMessage: NonNullable<Operations['leaveMessage']['requestBody']>['content']['application/json'];
  legalPersonRegister: NonNullable<Operations['legalPersonRegister']['requestBody']>['content']['application/json'];
  listBidders: NonNullable<Operations['listBidders']['parameters']['query']>;
  listBrowseRecords: NonNullable<Operations['listBrowseRecords']['parameters']['query']>;
  listHonourBanners: Record<string, never>;
  listInvitedUsers: NonNullable<Operations['listInvitedUsers']['parameters']['query']>;
  listJobs: NonNullable<Operations['listJobs']['parameters']['query']>;
  listMyLikedActivities: NonNullable<Operations['listMyLikedActivities']['parameters']['query']>;
  listMyOffers: NonNullable<Operations['listMyOffers']['parameters']['query']>;
  listMyReleases: NonNullable<Operations['listMyReleases']['parameters']['query']>;
  listMyVisitors: NonNullable<Operations['listMyVisitors']['parameters']['query']>;
  listMyVouchers: NonNullable<Operations['listMyVouchers']['parameters']['query']>;
  listMyWantBuys: NonNullable<Operations['listMyWantBuys']['parameters']['query']>;
  listPurchaseDynamics: NonNullable<Operations['listPurchaseDynamics']['parameters']['query']>;
  listRecommendedCreators: NonNullable<Operations['listRecommendedCreators']['parameters']['query']>;
  listScoreRecords: NonNullable<Operations['listScoreRecords']['parameters']['query']>;
  listSourceGoods: NonNullable<Operations['listSourceGoods']['parameters']['query']>;
  listSpaceAdvertisements: NonNullable<Operations['listSpaceAdvertisements']['parameters']['query']>;
  listSubMembers: NonNullable<Operations['listSubMembers']['parameters']['query']>;
  listSystemMessages: NonNullable<Operations['listSystemMessages']['parameters']['query']>;
  listTradeBanners: NonNullable<Operations['listTradeBanners']['parameters']['query']>;
  listUserTasks: NonNullable<Operations['listUserTasks']['parameters']['query']>;
  listWantBuys: NonNullable<Operations['listWantBuys']['parameters']['query']>;
  loginByCode: NonNullable<Operations['loginByCode']['requestBody']>['content']['application/x-www-form-urlencoded'];
  loginOrRegister: NonNullable<Operations['loginOrRegister']['parameters']['query']>;
  loginOrRegisterPhoneCode: NonNullable<Operations['loginOrRegisterPhoneCode']['parameters']['query']>;
  logout: NonNullable<Operations['logout']['parameters']['query']>;
  makeOffer: NonNullable<Operations['makeOffer']['parameters']['query']>;
  markAnswerUseful: NonNullable<Operations['markAnswerUseful']['parameters']['query']>;
  myLikeExpert: NonNullable<Operations['myLikeExpert']['parameters']['query']>;
  noviceGuideList: NonNullable<Operations['noviceGuideList']['parameters']['query']>;
  personalRegister: NonNullable<Operations['personalRegister']['requestBody']>['content']['application/json'];
  releaseSourceGoods: NonNullable<Operations['releaseSourceGoods']['requestBody']>['content']['application/x-www-form-urlencoded'];
  releaseWantBuy: NonNullable<Operations['releaseWantBuy']['requestBody']>['content']['application/x-www-form-urlencoded'];
  saveActivity: NonNullable<Operations['saveActivity']['requestBody']>['content']['application/json'];
  saveAdmin: NonNullable<Operations['saveAdmin']['requestBody']>['content']['application/json'];
  saveArticle: NonNullable<Operations['saveArticle']['requestBody']>['content']['application/json'];
  saveContestant: NonNullable<Operations['saveContestant']['requestBody']>['content']['application/json'];
  saveExpertContent: NonNullable<Operations['saveExpertContent']['requestBody']>['content']['application/json'];
  saveQuiz: NonNullable<Operations['saveQuiz']['requestBody']>['content']['application/json'];
  saveTeaEnterprise: NonNullable<Operations['saveTeaEnterprise']['requestBody']>['content']['application/json'];
  saveTeaPerson: NonNullable<Operations['saveTeaPerson']['requestBody']>['content']['application/json'];
  saveVideo: NonNullable<Operations['saveVideo']['requestBody']>['content']['application/json'];
  saveVote: NonNullable<Operations['saveVote']['parameters']['query']> & NonNullable<Operations['saveVote']['requestBody']>['content']['application/json'];
  scanLogin: NonNullable<Operations['scanLogin']['parameters']['query']>;
  searchActivities: NonNullable<Operations['searchActivities']['requestBody']>['content']['application/json'];
  searchCreators: NonNullable<Operations['searchCreators']['requestBody']>['content']['application/json'];
  sendCode: NonNullable<Operations['sendCode']['parameters']['query']>;
  sendConsulting: NonNullable<Operations['sendConsulting']['requestBody']>['content']['application/json'];
  setJobListing: NonNullable<Operations['setJobListing']['requestBody']>['content']['application/json'];
  showLoanApply: NonNullable<Operations['showLoanApply']['parameters']['query']>;
  signIn: NonNullable<Operations['signIn']['parameters']['query']>;
  singleSignOnUrl: NonNullable<Operations['singleSignOnUrl']['parameters']['query']>;
  studyVideoDetail: NonNullable<Operations['studyVideoDetail']['parameters']['query']>;
  studyVideoPageList: NonNullable<Operations['studyVideoPageList']['parameters']['query']>;
  submitAnswer: NonNullable<Operations['submitAnswer']['requestBody']>['content']['application/json'];
  submitComment: NonNullable<Operations['submitComment']['requestBody']>['content']['application/x-www-form-urlencoded'];
  submitFeedback: NonNullable<Operations['submitFeedback']['requestBody']>['content']['application/json'];
  submitRealName: NonNullable<Operations['submitRealName']['parameters']['query']>;
  submitReport: NonNullable<Operations['submitReport']['requestBody']>['content']['application/x-www-form-urlencoded'];
  teaQiDetail: NonNullable<Operations['teaQiDetail']['parameters']['query']>;
  teaQiList: NonNullable<Operations['teaQiList']['parameters']['query']>;
  teaSceneryUrl: Record<string, never>;
  touTiaoDetail: NonNullable<Operations['touTiaoDetail']['parameters']['query']>;
  unfavouriteJob: NonNullable<Operations['unfavouriteJob']['requestBody']>['content']['application/json'];
  updateActivity: NonNullable<Operations['updateActivity']['requestBody']>['content']['application/json'];
  updateAdmin: NonNullable<Operations['updateAdmin']['requestBody']>['content']['application/json'];
  updateJob: NonNullable<Operations['updateJob']['requestBody']>['content']['application/json'];
  updateMember: NonNullable<Operations['updateMember']['requestBody']>['content']['application/json'];
  updateMyArticle: NonNullable<Operations['updateMyArticle']['requestBody']>['content']['application/json'];
  updatePersonInfo: NonNullable<Operations['updatePersonInfo']['requestBody']>['content']['application/json'];
  updatePwd1: NonNullable<Operations['updatePwd1']['requestBody']>['content']['application/json'];
  updateQuiz: NonNullable<Operations['updateQuiz']['requestBody']>['content']['application/json'];
  updateTeaEnterprise: NonNullable<Operations['updateTeaEnterprise']['requestBody']>['content']['application/json'];
  updateTeaPerson: NonNullable<Operations['updateTeaPerson']['requestBody']>['content']['application/json'];
  updateVideo: NonNullable<Operations['updateVideo']['parameters']['query']> & NonNullable<Operations['updateVideo']['requestBody']>['content']['application/json'];
  userEditPassword: NonNullable<Operations['userEditPassword']['requestBody']>['content']['application/x-www-form-urlencoded'];
  userSetPassword: NonNullable<Operations['userSetPassword']['requestBody']>['content']['application/x-www-form-urlencoded'];
  yunshangHaoHomeIndex: NonNullable<Operations['yunshangHaoHomeIndex']['parameters']['query']>;
}
export type ApiInput<Op extends OperationId> = ApiInputs[Op];

/** What a successful call returns: the envelope's page, data and total, data, or else its msg. */
export interface ApiResults {
  activitySignUp: string;
  addSubMember: string;
  applyForLoan: NonNullable<Operations['applyForLoan']['responses'][200]['content']['application/json']['data']>;
  articleLabelList: NonNullable<Operations['articleLabelList']['responses'][200]['content']['application/json']['data']>;
  blogrollList: NonNullable<Operations['blogrollList']['responses'][200]['content']['application/json']['data']>;
  checkInVoucher: string;
  checkUserState: NonNullable<Operations['checkUserState']['responses'][200]['content']['application/json']['data']>;
  claimVoucher: string;
  clearBrowseRecords: string;
  createJob: string;
  deleteAdmin: string;
  deleteArticle: string;
  deleteConcern: string;
  deleteFavorites: string;
  deleteLikes: string;
  deleteMyComment: string;
  deleteMyOffer: string;
  deleteMyRelease: string;
  deleteMyWantBuy: string;
  deleteQuiz: string;
  deleteSubMember: string;
  deleteVideo: string;
  doConcern: string;
  doFavorites: string;
  doLikes: string;
  favouriteJob: string;
  findAnswerByQuiz: NonNullable<Operations['findAnswerByQuiz']['responses'][200]['content']['application/json']['page']>;
  findArticleById: NonNullable<Operations['findArticleById']['responses'][200]['content']['application/json']['data']>;
  findCommentByTypeAndId: NonNullable<Operations['findCommentByTypeAndId']['responses'][200]['content']['application/json']['data']>;
  findCommentListByUserId: NonNullable<Operations['findCommentListByUserId']['responses'][200]['content']['application/json']['page']>;
  findConcernForMeData: NonNullable<Operations['findConcernForMeData']['responses'][200]['content']['application/json']['data']>;
  findFavorites: NonNullable<Operations['findFavorites']['responses'][200]['content']['application/json']['data']>;
  findMyArticleByUser: NonNullable<Operations['findMyArticleByUser']['responses'][200]['content']['application/json']['page']>;
  findMyConcern: NonNullable<Operations['findMyConcern']['responses'][200]['content']['application/json']['data']>;
  findQuizById: NonNullable<Operations['findQuizById']['responses'][200]['content']['application/json']['data']>;
  findQuizListByCondition: NonNullable<Operations['findQuizListByCondition']['responses'][200]['content']['application/json']['page']>;
  findToutiaoByCondition: NonNullable<Operations['findToutiaoByCondition']['responses'][200]['content']['application/json']['page']>;
  findVideoById: NonNullable<Operations['findVideoById']['responses'][200]['content']['application/json']['data']>;
  generateQrCode: NonNullable<Operations['generateQrCode']['responses'][200]['content']['application/json']['data']>;
  getActivityDetail: NonNullable<Operations['getActivityDetail']['responses'][200]['content']['application/json']['data']>;
  getActivityEnterpriseList: NonNullable<Operations['getActivityEnterpriseList']['responses'][200]['content']['application/json']['page']>;
  getAdminList: NonNullable<Operations['getAdminList']['responses'][200]['content']['application/json']['data']>;
  getAdvertisementList: NonNullable<Operations['getAdvertisementList']['responses'][200]['content']['application/json']['page']>;
  getConsultingHistory: NonNullable<Operations['getConsultingHistory']['responses'][200]['content']['application/json']['data']>;
  getConsultingNew: NonNullable<Operations['getConsultingNew']['responses'][200]['content']['application/json']['data']>;
  getContestDetail: NonNullable<Operations['getContestDetail']['responses'][200]['content']['application/json']['data']>;
  getContestList: NonNullable<Operations['getContestList']['responses'][200]['content']['application/json']['page']>;
  getContestRanking: NonNullable<Operations['getContestRanking']['responses'][200]['content']['application/json']['page']>;
  getContestantDetail: NonNullable<Operations['getContestantDetail']['responses'][200]['content']['application/json']['data']>;
  getContestantList: NonNullable<Operations['getContestantList']['responses'][200]['content']['application/json']['page']>;
  getCustomerServiceList: NonNullable<Operations['getCustomerServiceList']['responses'][200]['content']['application/json']['data']>;
  getExpertDetail: NonNullable<Operations['getExpertDetail']['responses'][200]['content']['application/json']['data']>;
  getExpertLabelList: NonNullable<Operations['getExpertLabelList']['responses'][200]['content']['application/json']['data']>;
  getExpertList: NonNullable<Operations['getExpertList']['responses'][200]['content']['application/json']['page']>;
  getHomeBannerConfig: NonNullable<Operations['getHomeBannerConfig']['responses'][200]['content']['application/json']['data']>;
  getHonourDetail: NonNullable<Operations['getHonourDetail']['responses'][200]['content']['application/json']['data']>;
  getHonourList: NonNullable<Operations['getHonourList']['responses'][200]['content']['application/json']['page']>;
  getHonourSameFieldList: NonNullable<Operations['getHonourSameFieldList']['responses'][200]['content']['application/json']['page']>;
  getInfo: NonNullable<Operations['getInfo']['responses'][200]['content']['application/json']['data']>;
  getInvitationSummary: NonNullable<Operations['getInvitationSummary']['responses'][200]['content']['application/json']['data']>;
  getJob: NonNullable<Operations['getJob']['responses'][200]['content']['application/json']['data']>;
  getMemberDetail: NonNullable<Operations['getMemberDetail']['responses'][200]['content']['application/json']['data']>;
  getMemberInfoByUserId: NonNullable<Operations['getMemberInfoByUserId']['responses'][200]['content']['application/json']['data']>;
  getMemberLabels: NonNullable<Operations['getMemberLabels']['responses'][200]['content']['application/json']['data']>;
  getNoticeDetail: NonNullable<Operations['getNoticeDetail']['responses'][200]['content']['application/json']['data']>;
  getNoticeList: {
    data: NonNullable<Operations['getNoticeList']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['getNoticeList']['responses'][200]['content']['application/json']['total']>;
  };
  getOcrSign: NonNullable<Operations['getOcrSign']['responses'][200]['content']['application/json']['data']>;
  getPcActivityList: NonNullable<Operations['getPcActivityList']['responses'][200]['content']['application/json']['page']>;
  getReportType: NonNullable<Operations['getReportType']['responses'][200]['content']['application/json']['data']>;
  getSignInInfo: NonNullable<Operations['getSignInInfo']['responses'][200]['content']['application/json']['data']>;
  getSignRules: NonNullable<Operations['getSignRules']['responses'][200]['content']['application/json']['data']>;
  getSourceGoods: NonNullable<Operations['getSourceGoods']['responses'][200]['content']['application/json']['data']>;
  getSystemMessageDetail: NonNullable<Operations['getSystemMessageDetail']['responses'][200]['content']['application/json']['data']>;
  getTeaEnterpriseByUserId: NonNullable<Operations['getTeaEnterpriseByUserId']['responses'][200]['content']['application/json']['data']>;
  getTeaPersonByUserId: NonNullable<Operations['getTeaPersonByUserId']['responses'][200]['content']['application/json']['data']>;
  getUser: NonNullable<Operations['getUser']['responses'][200]['content']['application/json']['data']>;
  getUserHomeStats: NonNullable<Operations['getUserHomeStats']['responses'][200]['content']['application/json']['data']>;
  getWantBuy: NonNullable<Operations['getWantBuy']['responses'][200]['content']['application/json']['data']>;
  homeBannerList: NonNullable<Operations['homeBannerList']['responses'][200]['content']['application/json']['data']>;
  huploadFile: NonNullable<Operations['huploadFile']['responses'][200]['content']['application/json']['data']>;
  leaveMessage: string;
  legalPersonRegister: string;
  listBidders: {
    data: NonNullable<Operations['listBidders']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['listBidders']['responses'][200]['content']['application/json']['total']>;
  };
  listBrowseRecords: NonNullable<Operations['listBrowseRecords']['responses'][200]['content']['application/json']['page']>;
  listHonourBanners: NonNullable<Operations['listHonourBanners']['responses'][200]['content']['application/json']['data']>;
  listInvitedUsers: NonNullable<Operations['listInvitedUsers']['responses'][200]['content']['application/json']['page']>;
  listJobs: NonNullable<Operations['listJobs']['responses'][200]['content']['application/json']['page']>;
  listMyLikedActivities: NonNullable<Operations['listMyLikedActivities']['responses'][200]['content']['application/json']['page']>;
  listMyOffers: {
    data: NonNullable<Operations['listMyOffers']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['listMyOffers']['responses'][200]['content']['application/json']['total']>;
  };
  listMyReleases: {
    data: NonNullable<Operations['listMyReleases']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['listMyReleases']['responses'][200]['content']['application/json']['total']>;
  };
  listMyVisitors: NonNullable<Operations['listMyVisitors']['responses'][200]['content']['application/json']['page']>;
  listMyVouchers: NonNullable<Operations['listMyVouchers']['responses'][200]['content']['application/json']['page']>;
  listMyWantBuys: {
    data: NonNullable<Operations['listMyWantBuys']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['listMyWantBuys']['responses'][200]['content']['application/json']['total']>;
  };
  listPurchaseDynamics: {
    data: NonNullable<Operations['listPurchaseDynamics']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['listPurchaseDynamics']['responses'][200]['content']['application/json']['total']>;
  };
  listRecommendedCreators: NonNullable<Operations['listRecommendedCreators']['responses'][200]['content']['application/json']['page']>;
  listScoreRecords: NonNullable<Operations['listScoreRecords']['responses'][200]['content']['application/json']['page']>;
  listSourceGoods: {
    data: NonNullable<Operations['listSourceGoods']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['listSourceGoods']['responses'][200]['content']['application/json']['total']>;
  };
  listSpaceAdvertisements: NonNullable<Operations['listSpaceAdvertisements']['responses'][200]['content']['application/json']['data']>;
  listSubMembers: NonNullable<Operations['listSubMembers']['responses'][200]['content']['application/json']['page']>;
  listSystemMessages: NonNullable<Operations['listSystemMessages']['responses'][200]['content']['application/json']['page']>;
  listTradeBanners: NonNullable<Operations['listTradeBanners']['responses'][200]['content']['application/json']['data']>;
  listUserTasks: NonNullable<Operations['listUserTasks']['responses'][200]['content']['application/json']['page']>;
  listWantBuys: {
    data: NonNullable<Operations['listWantBuys']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['listWantBuys']['responses'][200]['content']['application/json']['total']>;
  };
  loginByCode: NonNullable<Operations['loginByCode']['responses'][200]['content']['application/json']['data']>;
  loginOrRegister: NonNullable<Operations['loginOrRegister']['responses'][200]['content']['application/json']['data']>;
  loginOrRegisterPhoneCode: NonNullable<Operations['loginOrRegisterPhoneCode']['responses'][200]['content']['application/json']['data']>;
  logout: NonNullable<Operations['logout']['responses'][200]['content']['application/json']['data']>;
  makeOffer: string;
  markAnswerUseful: string;
  myLikeExpert: NonNullable<Operations['myLikeExpert']['responses'][200]['content']['application/json']['page']>;
  noviceGuideList: NonNullable<Operations['noviceGuideList']['responses'][200]['content']['application/json']['page']>;
  personalRegister: string;
  releaseSourceGoods: string;
  releaseWantBuy: string;
  saveActivity: string;
  saveAdmin: string;
  saveArticle: string;
  saveContestant: string;
  saveExpertContent: string;
  saveQuiz: string;
  saveTeaEnterprise: string;
  saveTeaPerson: string;
  saveVideo: string;
  saveVote: string;
  scanLogin: NonNullable<Operations['scanLogin']['responses'][200]['content']['application/json']['data']>;
  searchActivities: NonNullable<Operations['searchActivities']['responses'][200]['content']['application/json']['page']>;
  searchCreators: NonNullable<Operations['searchCreators']['responses'][200]['content']['application/json']['page']>;
  sendCode: string;
  sendConsulting: NonNullable<Operations['sendConsulting']['responses'][200]['content']['application/json']['data']>;
  setJobListing: string;
  showLoanApply: NonNullable<Operations['showLoanApply']['responses'][200]['content']['application/json']['data']>;
  signIn: string;
  singleSignOnUrl: NonNullable<Operations['singleSignOnUrl']['responses'][200]['content']['application/json']['data']>;
  studyVideoDetail: NonNullable<Operations['studyVideoDetail']['responses'][200]['content']['application/json']['data']>;
  studyVideoPageList: NonNullable<Operations['studyVideoPageList']['responses'][200]['content']['application/json']['page']>;
  submitAnswer: string;
  submitComment: string;
  submitFeedback: string;
  submitRealName: string;
  submitReport: string;
  teaQiDetail: NonNullable<Operations['teaQiDetail']['responses'][200]['content']['application/json']['data']>;
  teaQiList: {
    data: NonNullable<Operations['teaQiList']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['teaQiList']['responses'][200]['content']['application/json']['total']>;
  };
  teaSceneryUrl: NonNullable<Operations['teaSceneryUrl']['responses'][200]['content']['application/json']['data']>;
  touTiaoDetail: NonNullable<Operations['touTiaoDetail']['responses'][200]['content']['application/json']['data']>;
  unfavouriteJob: string;
  updateActivity: string;
  updateAdmin: string;
  updateJob: string;
  updateMember: string;
  updateMyArticle: string;
  updatePersonInfo: string;
  updatePwd1: string;
  updateQuiz: string;
  updateTeaEnterprise: string;
  updateTeaPerson: string;
  updateVideo: string;
  userEditPassword: string;
  userSetPassword: string;
  yunshangHaoHomeIndex: NonNullable<Operations['yunshangHaoHomeIndex']['responses'][200]['content']['application/json']['data']>;
}
export type ApiResult<Op extends OperationId> = ApiResults[Op];

export type Unwrap = 'page' | 'data+total' | 'data' | 'msg';

/** The runtime's sender: checks the envelope code, shows the toast on failure, and unwraps. */
export type Send = <T>(
  operationId: OperationId,
  request: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  unwrap: Unwrap,
) => Promise<T>;

export interface ApiClients {
  main: Client<paths>;
  second: Client<paths>;
}

export function createApi(clients: ApiClients, send: Send) {
  return {
    activitySignUp: (input: ApiInput<'activitySignUp'>) =>
      send<ApiResult<'activitySignUp'>>(
        'activitySignUp',
        clients.main.POST('/api/activity/signUp', { body: input }),
        'msg',
      ),
    addSubMember: (input: ApiInput<'addSubMember'>) =>
      send<ApiResult<'addSubMember'>>(
        'addSubMember',
        clients.main.POST('/api/yscy/super', { body: input }),
        'msg',
      ),
    applyForLoan: (input: ApiInput<'applyForLoan'>) =>
      send<ApiResult<'applyForLoan'>>(
        'applyForLoan',
        clients.main.POST('/api/loan/apply/loanApply', { params: { query: pick(input, ['memberId', 'name', 'phone', 'area', 'year', 'varieties', 'yield', 'idCard', 'county', 'city', 'address']) } }),
        'data',
      ),
    articleLabelList: (input: ApiInput<'articleLabelList'>) =>
      send<ApiResult<'articleLabelList'>>(
        'articleLabelList',
        clients.main.GET('/api/yscy/article/labelList', { params: { query: pick(input, ['type']) } }),
        'data',
      ),
    blogrollList: () =>
      send<ApiResult<'blogrollList'>>(
        'blogrollList',
        clients.second.POST('/cyapp/index/blogrollList'),
        'data',
      ),
    checkInVoucher: (input: ApiInput<'checkInVoucher'>) =>
      send<ApiResult<'checkInVoucher'>>(
        'checkInVoucher',
        clients.main.PUT('/api/yscy/tea/culture/festival/activity/vouchers', { body: input }),
        'msg',
      ),
    checkUserState: (input: ApiInput<'checkUserState'>) =>
      send<ApiResult<'checkUserState'>>(
        'checkUserState',
        clients.main.GET('/api/personalcenter/checkUserState', { params: { query: pick(input, ['userId']) } }),
        'data',
      ),
    claimVoucher: (input: ApiInput<'claimVoucher'>) =>
      send<ApiResult<'claimVoucher'>>(
        'claimVoucher',
        clients.main.POST('/api/yscy/tea/culture/festival/activity/vouchers', { body: input }),
        'msg',
      ),
    clearBrowseRecords: (input: ApiInput<'clearBrowseRecords'>) =>
      send<ApiResult<'clearBrowseRecords'>>(
        'clearBrowseRecords',
        clients.main.DELETE('/api/yscy/browse/record/all', { params: { query: pick(input, ['userId']) } }),
        'msg',
      ),
    createJob: (input: ApiInput<'createJob'>) =>
      send<ApiResult<'createJob'>>(
        'createJob',
        clients.main.POST('/api/yscy/work', { body: input }),
        'msg',
      ),
    deleteAdmin: (input: ApiInput<'deleteAdmin'>) =>
      send<ApiResult<'deleteAdmin'>>(
        'deleteAdmin',
        clients.main.GET('/api/personalcenter/deleteById', { params: { query: pick(input, ['id']) } }),
        'msg',
      ),
    deleteArticle: (input: ApiInput<'deleteArticle'>) =>
      send<ApiResult<'deleteArticle'>>(
        'deleteArticle',
        clients.main.GET('/api/article/deleteArticle', { params: { query: pick(input, ['articleId']) } }),
        'msg',
      ),
    deleteConcern: (input: ApiInput<'deleteConcern'>) =>
      send<ApiResult<'deleteConcern'>>(
        'deleteConcern',
        clients.main.POST('/api/social/deleteConcern', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    deleteFavorites: (input: ApiInput<'deleteFavorites'>) =>
      send<ApiResult<'deleteFavorites'>>(
        'deleteFavorites',
        clients.main.POST('/api/social/deleteFavorites', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    deleteLikes: (input: ApiInput<'deleteLikes'>) =>
      send<ApiResult<'deleteLikes'>>(
        'deleteLikes',
        clients.main.POST('/api/social/deletelikes', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    deleteMyComment: (input: ApiInput<'deleteMyComment'>) =>
      send<ApiResult<'deleteMyComment'>>(
        'deleteMyComment',
        clients.main.GET('/api/social/deleteMyComment', { params: { query: pick(input, ['commentId', 'userId']) } }),
        'msg',
      ),
    deleteMyOffer: (input: ApiInput<'deleteMyOffer'>) =>
      send<ApiResult<'deleteMyOffer'>>(
        'deleteMyOffer',
        clients.main.POST('/api/dzcg/delMyOffer', { params: { query: pick(input, ['id']) } }),
        'msg',
      ),
    deleteMyRelease: (input: ApiInput<'deleteMyRelease'>) =>
      send<ApiResult<'deleteMyRelease'>>(
        'deleteMyRelease',
        clients.main.POST('/api/dzcg/delMyRelease', { params: { query: pick(input, ['id']) } }),
        'msg',
      ),
    deleteMyWantBuy: (input: ApiInput<'deleteMyWantBuy'>) =>
      send<ApiResult<'deleteMyWantBuy'>>(
        'deleteMyWantBuy',
        clients.main.POST('/api/dzcg/delMyWantBuy', { params: { query: pick(input, ['id']) } }),
        'msg',
      ),
    deleteQuiz: (input: ApiInput<'deleteQuiz'>) =>
      send<ApiResult<'deleteQuiz'>>(
        'deleteQuiz',
        clients.main.GET('/api/quiz/deleteQuiz', { params: { query: pick(input, ['quizId']) } }),
        'msg',
      ),
    deleteSubMember: (input: ApiInput<'deleteSubMember'>) =>
      send<ApiResult<'deleteSubMember'>>(
        'deleteSubMember',
        clients.main.DELETE('/api/yscy/super', { params: { query: pick(input, ['id']) } }),
        'msg',
      ),
    deleteVideo: (input: ApiInput<'deleteVideo'>) =>
      send<ApiResult<'deleteVideo'>>(
        'deleteVideo',
        clients.main.GET('/api/video/deleteVideo', { params: { query: pick(input, ['videoId']) } }),
        'msg',
      ),
    doConcern: (input: ApiInput<'doConcern'>) =>
      send<ApiResult<'doConcern'>>(
        'doConcern',
        clients.main.POST('/api/social/doConcern', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    doFavorites: (input: ApiInput<'doFavorites'>) =>
      send<ApiResult<'doFavorites'>>(
        'doFavorites',
        clients.main.POST('/api/social/doFavorites', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    doLikes: (input: ApiInput<'doLikes'>) =>
      send<ApiResult<'doLikes'>>(
        'doLikes',
        clients.main.POST('/api/social/dolikes', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    favouriteJob: (input: ApiInput<'favouriteJob'>) =>
      send<ApiResult<'favouriteJob'>>(
        'favouriteJob',
        clients.main.POST('/api/yscy/user/collect', { body: input }),
        'msg',
      ),
    findAnswerByQuiz: (input: ApiInput<'findAnswerByQuiz'>) =>
      send<ApiResult<'findAnswerByQuiz'>>(
        'findAnswerByQuiz',
        clients.main.GET('/api/quiz/findAnswerByQuiz', { params: { query: pick(input, ['quizId', 'memberId', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    findArticleById: (input: ApiInput<'findArticleById'>) =>
      send<ApiResult<'findArticleById'>>(
        'findArticleById',
        clients.main.GET('/api/article/findArticleById', { params: { query: pick(input, ['articleId', 'userId']) } }),
        'data',
      ),
    findCommentByTypeAndId: (input: ApiInput<'findCommentByTypeAndId'>) =>
      send<ApiResult<'findCommentByTypeAndId'>>(
        'findCommentByTypeAndId',
        clients.main.GET('/api/social/findCommentByTypeAndId', { params: { query: pick(input, ['joinId', 'type', 'userId']) } }),
        'data',
      ),
    findCommentListByUserId: (input: ApiInput<'findCommentListByUserId'>) =>
      send<ApiResult<'findCommentListByUserId'>>(
        'findCommentListByUserId',
        clients.main.GET('/api/comment/findCommentListByUserId', { params: { query: pick(input, ['userId', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    findConcernForMeData: (input: ApiInput<'findConcernForMeData'>) =>
      send<ApiResult<'findConcernForMeData'>>(
        'findConcernForMeData',
        clients.main.GET('/api/social/findConcernForMeData', { params: { query: pick(input, ['userId']) } }),
        'data',
      ),
    findFavorites: (input: ApiInput<'findFavorites'>) =>
      send<ApiResult<'findFavorites'>>(
        'findFavorites',
        clients.main.POST('/api/social/findFavorites', { params: { query: pick(input, ['type', 'userId']) } }),
        'data',
      ),
    findMyArticleByUser: (input: ApiInput<'findMyArticleByUser'>) =>
      send<ApiResult<'findMyArticleByUser'>>(
        'findMyArticleByUser',
        clients.main.GET('/api/toutiao/findMyArticleByUser', { params: { query: pick(input, ['pageIndex', 'pageSize', 'userId']) } }),
        'page',
      ),
    findMyConcern: (input: ApiInput<'findMyConcern'>) =>
      send<ApiResult<'findMyConcern'>>(
        'findMyConcern',
        clients.main.GET('/api/social/findMyConcern', { params: { query: pick(input, ['type', 'userId']) } }),
        'data',
      ),
    findQuizById: (input: ApiInput<'findQuizById'>) =>
      send<ApiResult<'findQuizById'>>(
        'findQuizById',
        clients.main.GET('/api/quiz/findQuizById', { params: { query: pick(input, ['quizId', 'userId']) } }),
        'data',
      ),
    findQuizListByCondition: (input: ApiInput<'findQuizListByCondition'>) =>
      send<ApiResult<'findQuizListByCondition'>>(
        'findQuizListByCondition',
        clients.main.GET('/api/quiz/findQuizListByCondition', { params: { query: pick(input, ['type', 'userId', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    findToutiaoByCondition: (input: ApiInput<'findToutiaoByCondition'>) =>
      send<ApiResult<'findToutiaoByCondition'>>(
        'findToutiaoByCondition',
        clients.main.POST('/api/toutiao/findToutiaoByCondition', { params: { query: pick(input, ['pageIndex', 'pageSize', 'type', 'authState', 'title', 'memberId', 'userId', 'starttime', 'endtime']) } }),
        'page',
      ),
    findVideoById: (input: ApiInput<'findVideoById'>) =>
      send<ApiResult<'findVideoById'>>(
        'findVideoById',
        clients.main.GET('/api/video/findVideoById', { params: { query: pick(input, ['videoId', 'userId']) } }),
        'data',
      ),
    generateQrCode: () =>
      send<ApiResult<'generateQrCode'>>(
        'generateQrCode',
        clients.main.GET('/api/upload/generateQrCode'),
        'data',
      ),
    getActivityDetail: (input: ApiInput<'getActivityDetail'>) =>
      send<ApiResult<'getActivityDetail'>>(
        'getActivityDetail',
        clients.main.GET('/api/activity/getActivityDetail', { params: { query: pick(input, ['id', 'userId']) } }),
        'data',
      ),
    getActivityEnterpriseList: (input: ApiInput<'getActivityEnterpriseList'>) =>
      send<ApiResult<'getActivityEnterpriseList'>>(
        'getActivityEnterpriseList',
        clients.main.POST('/api/activity/getActivityEnterpriseList', { params: { query: pick(input, ['activityId', 'pageNo', 'pageSize']) } }),
        'page',
      ),
    getAdminList: (input: ApiInput<'getAdminList'>) =>
      send<ApiResult<'getAdminList'>>(
        'getAdminList',
        clients.main.GET('/api/personalcenter/getAdminList', { params: { query: pick(input, ['enterpriseId']) } }),
        'data',
      ),
    getAdvertisementList: (input: ApiInput<'getAdvertisementList'>) =>
      send<ApiResult<'getAdvertisementList'>>(
        'getAdvertisementList',
        clients.main.GET('/api/advertisement/getAdvertisementList', { params: { query: pick(input, ['advertisemenCode']) } }),
        'page',
      ),
    getConsultingHistory: (input: ApiInput<'getConsultingHistory'>) =>
      send<ApiResult<'getConsultingHistory'>>(
        'getConsultingHistory',
        clients.main.GET('/api/cjfw/contentDetailList', { params: { query: pick(input, ['memberid', 'toMemberId']) } }),
        'data',
      ),
    getConsultingNew: (input: ApiInput<'getConsultingNew'>) =>
      send<ApiResult<'getConsultingNew'>>(
        'getConsultingNew',
        clients.main.GET('/api/cjfw/contentNewDetail', { params: { query: pick(input, ['memberid', 'toMemberId', 'lastId']) } }),
        'data',
      ),
    getContestDetail: (input: ApiInput<'getContestDetail'>) =>
      send<ApiResult<'getContestDetail'>>(
        'getContestDetail',
        clients.main.GET('/api/selection/activity/getActivityDetail', { params: { query: pick(input, ['id', 'userId']) } }),
        'data',
      ),
    getContestList: (input: ApiInput<'getContestList'>) =>
      send<ApiResult<'getContestList'>>(
        'getContestList',
        clients.main.POST('/api/selection/activity/getActivityList', { params: { query: pick(input, ['pageNo', 'pageSize', 'status']) } }),
        'page',
      ),
    getContestRanking: (input: ApiInput<'getContestRanking'>) =>
      send<ApiResult<'getContestRanking'>>(
        'getContestRanking',
        clients.main.POST('/api/selection/activity/getPeoPleRank', { params: { query: pick(input, ['activityId', 'pageNo', 'pageSize']) } }),
        'page',
      ),
    getContestantDetail: (input: ApiInput<'getContestantDetail'>) =>
      send<ApiResult<'getContestantDetail'>>(
        'getContestantDetail',
        clients.main.POST('/api/selection/activity/getDetailById', { params: { query: pick(input, ['id', 'memberId']) } }),
        'data',
      ),
    getContestantList: (input: ApiInput<'getContestantList'>) =>
      send<ApiResult<'getContestantList'>>(
        'getContestantList',
        clients.main.POST('/api/selection/activity/getActivityPeopleList', { params: { query: pick(input, ['activityId', 'memberId', 'name', 'pageNo', 'pageSize']) } }),
        'page',
      ),
    getCustomerServiceList: () =>
      send<ApiResult<'getCustomerServiceList'>>(
        'getCustomerServiceList',
        clients.main.GET('/api/personalcenter/customerList'),
        'data',
      ),
    getExpertDetail: (input: ApiInput<'getExpertDetail'>) =>
      send<ApiResult<'getExpertDetail'>>(
        'getExpertDetail',
        clients.main.GET('/api/cjfw/expertDetail', { params: { query: pick(input, ['id', 'memberId', 'pageIndex', 'pageSize']) } }),
        'data',
      ),
    getExpertLabelList: () =>
      send<ApiResult<'getExpertLabelList'>>(
        'getExpertLabelList',
        clients.main.GET('/api/cjfw/expertLabelList'),
        'data',
      ),
    getExpertList: (input: ApiInput<'getExpertList'>) =>
      send<ApiResult<'getExpertList'>>(
        'getExpertList',
        clients.main.GET('/api/cjfw/expertList', { params: { query: pick(input, ['searchName', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    getHomeBannerConfig: () =>
      send<ApiResult<'getHomeBannerConfig'>>(
        'getHomeBannerConfig',
        clients.main.GET('/api/home/homeBannerListConfig'),
        'data',
      ),
    getHonourDetail: (input: ApiInput<'getHonourDetail'>) =>
      send<ApiResult<'getHonourDetail'>>(
        'getHonourDetail',
        clients.main.GET('/api/rydt/rtdtDetail', { params: { query: pick(input, ['id', 'memberId', 'pageIndex', 'pageSize']) } }),
        'data',
      ),
    getHonourList: (input: ApiInput<'getHonourList'>) =>
      send<ApiResult<'getHonourList'>>(
        'getHonourList',
        clients.main.GET('/api/rydt/rydtList', { params: { query: pick(input, ['type', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    getHonourSameFieldList: (input: ApiInput<'getHonourSameFieldList'>) =>
      send<ApiResult<'getHonourSameFieldList'>>(
        'getHonourSameFieldList',
        clients.main.GET('/api/rydt/rydtDetailList', { params: { query: pick(input, ['id', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    getInfo: (input: ApiInput<'getInfo'>) =>
      send<ApiResult<'getInfo'>>(
        'getInfo',
        clients.main.GET('/api/systeminfo/getInfo', { params: { query: pick(input, ['type']) } }),
        'data',
      ),
    getInvitationSummary: (input: ApiInput<'getInvitationSummary'>) =>
      send<ApiResult<'getInvitationSummary'>>(
        'getInvitationSummary',
        clients.main.GET('/api/personalcenter/get/invitation', { params: { query: pick(input, ['userId']) } }),
        'data',
      ),
    getJob: (input: ApiInput<'getJob'>) =>
      send<ApiResult<'getJob'>>(
        'getJob',
        clients.main.GET('/api/yscy/work', { params: { query: pick(input, ['id', 'userId']) } }),
        'data',
      ),
    getMemberDetail: (input: ApiInput<'getMemberDetail'>) =>
      send<ApiResult<'getMemberDetail'>>(
        'getMemberDetail',
        clients.main.GET('/api/personalcenter/getMemberDetail', { params: { query: pick(input, ['userId']) } }),
        'data',
      ),
    getMemberInfoByUserId: (input: ApiInput<'getMemberInfoByUserId'>) =>
      send<ApiResult<'getMemberInfoByUserId'>>(
        'getMemberInfoByUserId',
        clients.main.GET('/api/personalcenter/getMemberInfoByUserId', { params: { query: pick(input, ['memberId', 'userId']) } }),
        'data',
      ),
    getMemberLabels: (input: ApiInput<'getMemberLabels'>) =>
      send<ApiResult<'getMemberLabels'>>(
        'getMemberLabels',
        clients.main.GET('/api/personalcenter/getlables', { params: { query: pick(input, ['userId']) } }),
        'data',
      ),
    getNoticeDetail: (input: ApiInput<'getNoticeDetail'>) =>
      send<ApiResult<'getNoticeDetail'>>(
        'getNoticeDetail',
        clients.main.GET('/api/homeNotice/noticeDetail', { params: { query: pick(input, ['id']) } }),
        'data',
      ),
    getNoticeList: (input: ApiInput<'getNoticeList'>) =>
      send<ApiResult<'getNoticeList'>>(
        'getNoticeList',
        clients.main.GET('/api/homeNotice/noticeList', { params: { query: pick(input, ['pageIndex', 'pageSize']) } }),
        'data+total',
      ),
    getOcrSign: () =>
      send<ApiResult<'getOcrSign'>>(
        'getOcrSign',
        clients.main.GET('/api/sign'),
        'data',
      ),
    getPcActivityList: (input: ApiInput<'getPcActivityList'>) =>
      send<ApiResult<'getPcActivityList'>>(
        'getPcActivityList',
        clients.main.POST('/api/activity/getPcActivityList', { params: { query: pick(input, ['pageNo', 'pageSize', 'enterpriseId', 'status', 'timeType', 'checkStatus']) } }),
        'page',
      ),
    getReportType: () =>
      send<ApiResult<'getReportType'>>(
        'getReportType',
        clients.main.POST('/api/social/getReportType'),
        'data',
      ),
    getSignInInfo: (input: ApiInput<'getSignInInfo'>) =>
      send<ApiResult<'getSignInInfo'>>(
        'getSignInInfo',
        clients.main.POST('/api/home/userSignIn', { params: { query: pick(input, ['memberId']) } }),
        'data',
      ),
    getSignRules: () =>
      send<ApiResult<'getSignRules'>>(
        'getSignRules',
        clients.main.GET('/api/home/signRule'),
        'data',
      ),
    getSourceGoods: (input: ApiInput<'getSourceGoods'>) =>
      send<ApiResult<'getSourceGoods'>>(
        'getSourceGoods',
        clients.main.GET('/api/dzcg/sourceDetail', { params: { query: pick(input, ['id', 'userId']) } }),
        'data',
      ),
    getSystemMessageDetail: (input: ApiInput<'getSystemMessageDetail'>) =>
      send<ApiResult<'getSystemMessageDetail'>>(
        'getSystemMessageDetail',
        clients.main.GET('/api/system/messageDetail', { params: { query: pick(input, ['memberId', 'messageId']) } }),
        'data',
      ),
    getTeaEnterpriseByUserId: (input: ApiInput<'getTeaEnterpriseByUserId'>) =>
      send<ApiResult<'getTeaEnterpriseByUserId'>>(
        'getTeaEnterpriseByUserId',
        clients.main.GET('/api/personalcenter/getDetailByUserId', { params: { query: pick(input, ['userId']) } }),
        'data',
      ),
    getTeaPersonByUserId: (input: ApiInput<'getTeaPersonByUserId'>) =>
      send<ApiResult<'getTeaPersonByUserId'>>(
        'getTeaPersonByUserId',
        clients.main.GET('/api/personalcenter/getTeaPersonByUserId', { params: { query: pick(input, ['userId']) } }),
        'data',
      ),
    getUser: (input: ApiInput<'getUser'>) =>
      send<ApiResult<'getUser'>>(
        'getUser',
        clients.main.GET('/api/login/getUser', { params: { query: pick(input, ['ticket']) } }),
        'data',
      ),
    getUserHomeStats: (input: ApiInput<'getUserHomeStats'>) =>
      send<ApiResult<'getUserHomeStats'>>(
        'getUserHomeStats',
        clients.main.GET('/api/homepage/findCountData', { params: { query: pick(input, ['userId']) } }),
        'data',
      ),
    getWantBuy: (input: ApiInput<'getWantBuy'>) =>
      send<ApiResult<'getWantBuy'>>(
        'getWantBuy',
        clients.main.GET('/api/dzcg/wantBuyDetail', { params: { query: pick(input, ['id', 'userId']) } }),
        'data',
      ),
    homeBannerList: (input: ApiInput<'homeBannerList'>) =>
      send<ApiResult<'homeBannerList'>>(
        'homeBannerList',
        clients.main.GET('/api/home/homeBannerList', { params: { query: pick(input, ['platform']) } }),
        'data',
      ),
    huploadFile: (input: ApiInput<'huploadFile'>) =>
      send<ApiResult<'huploadFile'>>(
        'huploadFile',
        clients.main.POST('/api/upload/huploadFile', { body: input, bodySerializer: multipartBody }),
        'data',
      ),
    leaveMessage: (input: ApiInput<'leaveMessage'>) =>
      send<ApiResult<'leaveMessage'>>(
        'leaveMessage',
        clients.main.POST('/api/leave/message', { body: input }),
        'msg',
      ),
    legalPersonRegister: (input: ApiInput<'legalPersonRegister'>) =>
      send<ApiResult<'legalPersonRegister'>>(
        'legalPersonRegister',
        clients.main.POST('/api/login/legalPersonRegister', { body: input }),
        'msg',
      ),
    listBidders: (input: ApiInput<'listBidders'>) =>
      send<ApiResult<'listBidders'>>(
        'listBidders',
        clients.main.GET('/api/dzcg/showBidder', { params: { query: pick(input, ['wantBuyId', 'pageIndex', 'pageSize']) } }),
        'data+total',
      ),
    listBrowseRecords: (input: ApiInput<'listBrowseRecords'>) =>
      send<ApiResult<'listBrowseRecords'>>(
        'listBrowseRecords',
        clients.main.GET('/api/yscy/browse/record/page/list', { params: { query: pick(input, ['userId', 'time', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    listHonourBanners: () =>
      send<ApiResult<'listHonourBanners'>>(
        'listHonourBanners',
        clients.main.GET('/api/home/rydtBanner'),
        'data',
      ),
    listInvitedUsers: (input: ApiInput<'listInvitedUsers'>) =>
      send<ApiResult<'listInvitedUsers'>>(
        'listInvitedUsers',
        clients.main.GET('/api/personalcenter/get/invitation/user', { params: { query: pick(input, ['pageIndex', 'pageSize', 'userId']) } }),
        'page',
      ),
    listJobs: (input: ApiInput<'listJobs'>) =>
      send<ApiResult<'listJobs'>>(
        'listJobs',
        clients.main.POST('/api/yscy/work/page/list', { params: { query: pick(input, [
  'pageIndex',
  'pageSize',
  'type',
  'jobName',
  'status',
  'jiexinfangshiList',
  'addressList',
  'jingdu',
  'weidu',
  'collectStatus',
  'userId',
]) } }),
        'page',
      ),
    listMyLikedActivities: (input: ApiInput<'listMyLikedActivities'>) =>
      send<ApiResult<'listMyLikedActivities'>>(
        'listMyLikedActivities',
        clients.main.GET('/api/home/myLikeActivityAndSelection', { params: { query: pick(input, ['pageNo', 'pageSize', 'memberId']) } }),
        'page',
      ),
    listMyOffers: (input: ApiInput<'listMyOffers'>) =>
      send<ApiResult<'listMyOffers'>>(
        'listMyOffers',
        clients.main.GET('/api/dzcg/myOfferList', { params: { query: pick(input, ['memberId', 'pageIndex', 'pageSize']) } }),
        'data+total',
      ),
    listMyReleases: (input: ApiInput<'listMyReleases'>) =>
      send<ApiResult<'listMyReleases'>>(
        'listMyReleases',
        clients.main.GET('/api/dzcg/myRelease', { params: { query: pick(input, ['memberId', 'pageIndex', 'pageSize']) } }),
        'data+total',
      ),
    listMyVisitors: (input: ApiInput<'listMyVisitors'>) =>
      send<ApiResult<'listMyVisitors'>>(
        'listMyVisitors',
        clients.main.GET('/api/homepage/findMyVisitor', { params: { query: pick(input, ['userId']) } }),
        'page',
      ),
    listMyVouchers: (input: ApiInput<'listMyVouchers'>) =>
      send<ApiResult<'listMyVouchers'>>(
        'listMyVouchers',
        clients.main.GET('/api/yscy/tea/culture/festival/activity/vouchers/page/list', { params: { query: pick(input, ['pageIndex', 'pageSize', 'userId', 'type']) } }),
        'page',
      ),
    listMyWantBuys: (input: ApiInput<'listMyWantBuys'>) =>
      send<ApiResult<'listMyWantBuys'>>(
        'listMyWantBuys',
        clients.main.GET('/api/dzcg/myWantBuyList', { params: { query: pick(input, ['memberId', 'pageIndex', 'pageSize']) } }),
        'data+total',
      ),
    listPurchaseDynamics: (input: ApiInput<'listPurchaseDynamics'>) =>
      send<ApiResult<'listPurchaseDynamics'>>(
        'listPurchaseDynamics',
        clients.main.GET('/api/dzcg/purchaseDynamicList', { params: { query: pick(input, ['pageIndex', 'pageSize']) } }),
        'data+total',
      ),
    listRecommendedCreators: (input: ApiInput<'listRecommendedCreators'>) =>
      send<ApiResult<'listRecommendedCreators'>>(
        'listRecommendedCreators',
        clients.main.GET('/api/home/ysUserList', { params: { query: pick(input, ['memberId', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    listScoreRecords: (input: ApiInput<'listScoreRecords'>) =>
      send<ApiResult<'listScoreRecords'>>(
        'listScoreRecords',
        clients.main.GET('/api/yscy/score/record/page/list', { params: { query: pick(input, ['userId', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    listSourceGoods: (input: ApiInput<'listSourceGoods'>) =>
      send<ApiResult<'listSourceGoods'>>(
        'listSourceGoods',
        clients.main.GET('/api/dzcg/sourceGoods', { params: { query: pick(input, ['pageIndex', 'pageSize']) } }),
        'data+total',
      ),
    listSpaceAdvertisements: (input: ApiInput<'listSpaceAdvertisements'>) =>
      send<ApiResult<'listSpaceAdvertisements'>>(
        'listSpaceAdvertisements',
        clients.main.GET('/api/advertisement/advertisement', { params: { query: pick(input, ['advertisementSpaceId']) } }),
        'data',
      ),
    listSubMembers: (input: ApiInput<'listSubMembers'>) =>
      send<ApiResult<'listSubMembers'>>(
        'listSubMembers',
        clients.main.GET('/api/yscy/super/page/list', { params: { query: pick(input, ['cqId', 'role', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    listSystemMessages: (input: ApiInput<'listSystemMessages'>) =>
      send<ApiResult<'listSystemMessages'>>(
        'listSystemMessages',
        clients.main.GET('/api/system/messageList', { params: { query: pick(input, ['memberId', 'pageIndex', 'pageSize', 'type']) } }),
        'page',
      ),
    listTradeBanners: (input: ApiInput<'listTradeBanners'>) =>
      send<ApiResult<'listTradeBanners'>>(
        'listTradeBanners',
        clients.main.GET('/api/dzcg/bannerList', { params: { query: pick(input, ['plattype']) } }),
        'data',
      ),
    listUserTasks: (input: ApiInput<'listUserTasks'>) =>
      send<ApiResult<'listUserTasks'>>(
        'listUserTasks',
        clients.main.GET('/api/yscy/user/task/page/list', { params: { query: pick(input, ['userId', 'type', 'pageIndex', 'pageSize']) } }),
        'page',
      ),
    listWantBuys: (input: ApiInput<'listWantBuys'>) =>
      send<ApiResult<'listWantBuys'>>(
        'listWantBuys',
        clients.main.GET('/api/dzcg/wantBuyList', { params: { query: pick(input, ['pageIndex', 'pageSize']) } }),
        'data+total',
      ),
    loginByCode: (input: ApiInput<'loginByCode'>) =>
      send<ApiResult<'loginByCode'>>(
        'loginByCode',
        clients.second.POST('/cyapp/login/loginByCode', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'data',
      ),
    loginOrRegister: (input: ApiInput<'loginOrRegister'>) =>
      send<ApiResult<'loginOrRegister'>>(
        'loginOrRegister',
        clients.main.GET('/api/login/loginOrRegister', { params: { query: pick(input, ['username', 'userpass', 'isCompany', 'remember']) } }),
        'data',
      ),
    loginOrRegisterPhoneCode: (input: ApiInput<'loginOrRegisterPhoneCode'>) =>
      send<ApiResult<'loginOrRegisterPhoneCode'>>(
        'loginOrRegisterPhoneCode',
        clients.main.GET('/api/login/loginOrRegisterPhoneCode', { params: { query: pick(input, ['phone', 'code', 'isCompany', 'remember']) } }),
        'data',
      ),
    logout: (input: ApiInput<'logout'>) =>
      send<ApiResult<'logout'>>(
        'logout',
        clients.main.GET('/api/login/logout', { params: { query: pick(input, ['ticket']) } }),
        'data',
      ),
    makeOffer: (input: ApiInput<'makeOffer'>) =>
      send<ApiResult<'makeOffer'>>(
        'makeOffer',
        clients.main.POST('/api/dzcg/offer', { params: { query: pick(input, ['memberId', 'wantBuyId', 'business', 'offerPrice', 'people', 'phone']) } }),
        'msg',
      ),
    markAnswerUseful: (input: ApiInput<'markAnswerUseful'>) =>
      send<ApiResult<'markAnswerUseful'>>(
        'markAnswerUseful',
        clients.main.POST('/api/quiz/answerUserful', { params: { query: pick(input, ['answerId', 'type']) } }),
        'msg',
      ),
    myLikeExpert: (input: ApiInput<'myLikeExpert'>) =>
      send<ApiResult<'myLikeExpert'>>(
        'myLikeExpert',
        clients.main.GET('/api/cjfw/myLikeExpert', { params: { query: pick(input, ['pageIndex', 'pageSize', 'memberid']) } }),
        'page',
      ),
    noviceGuideList: (input: ApiInput<'noviceGuideList'>) =>
      send<ApiResult<'noviceGuideList'>>(
        'noviceGuideList',
        clients.main.GET('/api/yscy/novice/info/page/list', { params: { query: pick(input, ['pageIndex', 'pageSize']) } }),
        'page',
      ),
    personalRegister: (input: ApiInput<'personalRegister'>) =>
      send<ApiResult<'personalRegister'>>(
        'personalRegister',
        clients.main.POST('/api/login/personalRegister', { body: input }),
        'msg',
      ),
    releaseSourceGoods: (input: ApiInput<'releaseSourceGoods'>) =>
      send<ApiResult<'releaseSourceGoods'>>(
        'releaseSourceGoods',
        clients.main.POST('/api/dzcg/releaseSource', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    releaseWantBuy: (input: ApiInput<'releaseWantBuy'>) =>
      send<ApiResult<'releaseWantBuy'>>(
        'releaseWantBuy',
        clients.main.POST('/api/dzcg/releaseWantBuy', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    saveActivity: (input: ApiInput<'saveActivity'>) =>
      send<ApiResult<'saveActivity'>>(
        'saveActivity',
        clients.main.POST('/api/activity/saveActivity', { body: input }),
        'msg',
      ),
    saveAdmin: (input: ApiInput<'saveAdmin'>) =>
      send<ApiResult<'saveAdmin'>>(
        'saveAdmin',
        clients.main.POST('/api/personalcenter/saveAdmin', { body: input }),
        'msg',
      ),
    saveArticle: (input: ApiInput<'saveArticle'>) =>
      send<ApiResult<'saveArticle'>>(
        'saveArticle',
        clients.main.POST('/api/article/saveArticle', { body: input }),
        'msg',
      ),
    saveContestant: (input: ApiInput<'saveContestant'>) =>
      send<ApiResult<'saveContestant'>>(
        'saveContestant',
        clients.main.POST('/api/selection/activity/saveActivityPeople', { body: input }),
        'msg',
      ),
    saveExpertContent: (input: ApiInput<'saveExpertContent'>) =>
      send<ApiResult<'saveExpertContent'>>(
        'saveExpertContent',
        clients.main.POST('/api/cjfw/expertContent', { body: input }),
        'msg',
      ),
    saveQuiz: (input: ApiInput<'saveQuiz'>) =>
      send<ApiResult<'saveQuiz'>>(
        'saveQuiz',
        clients.main.POST('/api/quiz/saveQuiz', { body: input }),
        'msg',
      ),
    saveTeaEnterprise: (input: ApiInput<'saveTeaEnterprise'>) =>
      send<ApiResult<'saveTeaEnterprise'>>(
        'saveTeaEnterprise',
        clients.main.POST('/api/personalcenter/saveTeaEnterprise', { body: input }),
        'msg',
      ),
    saveTeaPerson: (input: ApiInput<'saveTeaPerson'>) =>
      send<ApiResult<'saveTeaPerson'>>(
        'saveTeaPerson',
        clients.main.POST('/api/personalcenter/saveTeaPerson', { body: input }),
        'msg',
      ),
    saveVideo: (input: ApiInput<'saveVideo'>) =>
      send<ApiResult<'saveVideo'>>(
        'saveVideo',
        clients.main.POST('/api/video/saveVideo', { body: input }),
        'msg',
      ),
    saveVote: (input: ApiInput<'saveVote'>) =>
      send<ApiResult<'saveVote'>>(
        'saveVote',
        clients.main.POST('/api/selection/activity/saveVote', { params: { query: pick(input, ['activityId', 'memberId', 'peopleId']) }, body: omit(input, ['activityId', 'memberId', 'peopleId']) }),
        'msg',
      ),
    scanLogin: (input: ApiInput<'scanLogin'>) =>
      send<ApiResult<'scanLogin'>>(
        'scanLogin',
        clients.main.POST('/api/login/scanLogin', { params: { query: pick(input, ['qrId', 'userId', 'type']) } }),
        'data',
      ),
    searchActivities: (input: ApiInput<'searchActivities'>) =>
      send<ApiResult<'searchActivities'>>(
        'searchActivities',
        clients.main.POST('/api/home/searchActivityAndSelection', { body: input }),
        'page',
      ),
    searchCreators: (input: ApiInput<'searchCreators'>) =>
      send<ApiResult<'searchCreators'>>(
        'searchCreators',
        clients.main.POST('/api/home/searchYsh', { body: input }),
        'page',
      ),
    sendCode: (input: ApiInput<'sendCode'>) =>
      send<ApiResult<'sendCode'>>(
        'sendCode',
        clients.main.GET('/api/sms/sendCode', { params: { query: pick(input, ['phone', 'autograph']) } }),
        'msg',
      ),
    sendConsulting: (input: ApiInput<'sendConsulting'>) =>
      send<ApiResult<'sendConsulting'>>(
        'sendConsulting',
        clients.main.POST('/api/cjfw/consultingService', { body: input }),
        'data',
      ),
    setJobListing: (input: ApiInput<'setJobListing'>) =>
      send<ApiResult<'setJobListing'>>(
        'setJobListing',
        clients.main.PUT('/api/yscy/work/up/down', { body: input }),
        'msg',
      ),
    showLoanApply: (input: ApiInput<'showLoanApply'>) =>
      send<ApiResult<'showLoanApply'>>(
        'showLoanApply',
        clients.main.GET('/api/loan/apply/showLoanApply', { params: { query: pick(input, ['memberId']) } }),
        'data',
      ),
    signIn: (input: ApiInput<'signIn'>) =>
      send<ApiResult<'signIn'>>(
        'signIn',
        clients.main.POST('/api/home/signIn', { params: { query: pick(input, ['memberId']) } }),
        'msg',
      ),
    singleSignOnUrl: (input: ApiInput<'singleSignOnUrl'>) =>
      send<ApiResult<'singleSignOnUrl'>>(
        'singleSignOnUrl',
        clients.main.GET('/api/srsw/toSrswUrl', { params: { query: pick(input, ['type', 'userId', 'isPC']) } }),
        'data',
      ),
    studyVideoDetail: (input: ApiInput<'studyVideoDetail'>) =>
      send<ApiResult<'studyVideoDetail'>>(
        'studyVideoDetail',
        clients.main.GET('/api/yscy/study/video', { params: { query: pick(input, ['id', 'memberId']) } }),
        'data',
      ),
    studyVideoPageList: (input: ApiInput<'studyVideoPageList'>) =>
      send<ApiResult<'studyVideoPageList'>>(
        'studyVideoPageList',
        clients.main.GET('/api/yscy/study/video/page/list', { params: { query: pick(input, ['pageIndex', 'pageSize', 'isup']) } }),
        'page',
      ),
    submitAnswer: (input: ApiInput<'submitAnswer'>) =>
      send<ApiResult<'submitAnswer'>>(
        'submitAnswer',
        clients.main.POST('/api/quiz/submitAnswer', { body: input }),
        'msg',
      ),
    submitComment: (input: ApiInput<'submitComment'>) =>
      send<ApiResult<'submitComment'>>(
        'submitComment',
        clients.main.POST('/api/social/submitComment', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    submitFeedback: (input: ApiInput<'submitFeedback'>) =>
      send<ApiResult<'submitFeedback'>>(
        'submitFeedback',
        clients.main.POST('/api/yscy/back/record', { body: input }),
        'msg',
      ),
    submitRealName: (input: ApiInput<'submitRealName'>) =>
      send<ApiResult<'submitRealName'>>(
        'submitRealName',
        clients.main.GET('/api/authentication/realName', { params: { query: pick(input, ['idcardPositivePic', 'idcardBackPic', 'idcardRealName', 'idcardNo', 'memberId', 'type']) } }),
        'msg',
      ),
    submitReport: (input: ApiInput<'submitReport'>) =>
      send<ApiResult<'submitReport'>>(
        'submitReport',
        clients.main.POST('/api/social/submitReport', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    teaQiDetail: (input: ApiInput<'teaQiDetail'>) =>
      send<ApiResult<'teaQiDetail'>>(
        'teaQiDetail',
        clients.main.GET('/api/toutiao/teaQiDetail', { params: { query: pick(input, ['id', 'memberId', 'pageIndex', 'pageSize']) } }),
        'data',
      ),
    teaQiList: (input: ApiInput<'teaQiList'>) =>
      send<ApiResult<'teaQiList'>>(
        'teaQiList',
        clients.main.GET('/api/toutiao/teaQiList', { params: { query: pick(input, ['pageIndex', 'pageSize']) } }),
        'data+total',
      ),
    teaSceneryUrl: () =>
      send<ApiResult<'teaSceneryUrl'>>(
        'teaSceneryUrl',
        clients.main.GET('/api/cyfg/link/url1'),
        'data',
      ),
    touTiaoDetail: (input: ApiInput<'touTiaoDetail'>) =>
      send<ApiResult<'touTiaoDetail'>>(
        'touTiaoDetail',
        clients.main.GET('/api/toutiao/touTiaoDetail', { params: { query: pick(input, ['id', 'userId']) } }),
        'data',
      ),
    unfavouriteJob: (input: ApiInput<'unfavouriteJob'>) =>
      send<ApiResult<'unfavouriteJob'>>(
        'unfavouriteJob',
        clients.main.PUT('/api/yscy/user/collect', { body: input }),
        'msg',
      ),
    updateActivity: (input: ApiInput<'updateActivity'>) =>
      send<ApiResult<'updateActivity'>>(
        'updateActivity',
        clients.main.POST('/api/activity/updateActivity', { body: input }),
        'msg',
      ),
    updateAdmin: (input: ApiInput<'updateAdmin'>) =>
      send<ApiResult<'updateAdmin'>>(
        'updateAdmin',
        clients.main.POST('/api/personalcenter/updateAdmin', { body: input }),
        'msg',
      ),
    updateJob: (input: ApiInput<'updateJob'>) =>
      send<ApiResult<'updateJob'>>(
        'updateJob',
        clients.main.PUT('/api/yscy/work', { body: input }),
        'msg',
      ),
    updateMember: (input: ApiInput<'updateMember'>) =>
      send<ApiResult<'updateMember'>>(
        'updateMember',
        clients.main.POST('/api/personalcenter/updateMember', { body: input }),
        'msg',
      ),
    updateMyArticle: (input: ApiInput<'updateMyArticle'>) =>
      send<ApiResult<'updateMyArticle'>>(
        'updateMyArticle',
        clients.main.POST('/api/article/updateMyArticle', { body: input }),
        'msg',
      ),
    updatePersonInfo: (input: ApiInput<'updatePersonInfo'>) =>
      send<ApiResult<'updatePersonInfo'>>(
        'updatePersonInfo',
        clients.main.POST('/api/personalcenter/updatePersonInfo', { body: input }),
        'msg',
      ),
    updatePwd1: (input: ApiInput<'updatePwd1'>) =>
      send<ApiResult<'updatePwd1'>>(
        'updatePwd1',
        clients.main.POST('/api/login/updatePwd1', { body: input }),
        'msg',
      ),
    updateQuiz: (input: ApiInput<'updateQuiz'>) =>
      send<ApiResult<'updateQuiz'>>(
        'updateQuiz',
        clients.main.POST('/api/quiz/updateQuiz', { body: input }),
        'msg',
      ),
    updateTeaEnterprise: (input: ApiInput<'updateTeaEnterprise'>) =>
      send<ApiResult<'updateTeaEnterprise'>>(
        'updateTeaEnterprise',
        clients.main.POST('/api/personalcenter/updateTeaEnterprise', { body: input }),
        'msg',
      ),
    updateTeaPerson: (input: ApiInput<'updateTeaPerson'>) =>
      send<ApiResult<'updateTeaPerson'>>(
        'updateTeaPerson',
        clients.main.POST('/api/personalcenter/updateTeaPerson', { body: input }),
        'msg',
      ),
    updateVideo: (input: ApiInput<'updateVideo'>) =>
      send<ApiResult<'updateVideo'>>(
        'updateVideo',
        clients.main.POST('/api/video/updateVideo', { params: { query: pick(input, ['videoId']) }, body: omit(input, ['videoId']) }),
        'msg',
      ),
    userEditPassword: (input: ApiInput<'userEditPassword'>) =>
      send<ApiResult<'userEditPassword'>>(
        'userEditPassword',
        clients.second.POST('/cyapp/user/userEditPassword', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    userSetPassword: (input: ApiInput<'userSetPassword'>) =>
      send<ApiResult<'userSetPassword'>>(
        'userSetPassword',
        clients.second.POST('/cyapp/user/userSetPassword', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'msg',
      ),
    yunshangHaoHomeIndex: (input: ApiInput<'yunshangHaoHomeIndex'>) =>
      send<ApiResult<'yunshangHaoHomeIndex'>>(
        'yunshangHaoHomeIndex',
        clients.main.GET('/api/toutiao/yunshangHaoHomeIndex', { params: { query: pick(input, ['userId', 'userTwo']) } }),
        'data',
      ),
  };
}

export type Api = ReturnType<typeof createApi>;
