// generated from spec/openapi.yaml by npm run generate — do not edit
import type { Client } from 'openapi-fetch';
import { operations, type OperationId } from './operations.js';
import type { operations as Operations, paths } from './schema.js';
import { requestInit } from './support.js';

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
  deleteConcern: NonNullable<
    Operations['deleteConcern']['requestBody']
  >['content']['application/x-www-form-urlencoded'];
  deleteFavorites: NonNullable<
    Operations['deleteFavorites']['requestBody']
  >['content']['application/x-www-form-urlencoded'];
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
  getCreatorFigures: NonNullable<Operations['getCreatorFigures']['parameters']['query']>;
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
  getMyOffer: NonNullable<Operations['getMyOffer']['parameters']['query']>;
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
  releaseSourceGoods: NonNullable<
    Operations['releaseSourceGoods']['requestBody']
  >['content']['application/x-www-form-urlencoded'];
  releaseWantBuy: NonNullable<
    Operations['releaseWantBuy']['requestBody']
  >['content']['application/x-www-form-urlencoded'];
  saveActivity: NonNullable<Operations['saveActivity']['requestBody']>['content']['application/json'];
  saveAdmin: NonNullable<Operations['saveAdmin']['requestBody']>['content']['application/json'];
  saveArticle: NonNullable<Operations['saveArticle']['requestBody']>['content']['application/json'];
  saveContestant: NonNullable<Operations['saveContestant']['requestBody']>['content']['application/json'];
  saveExpertContent: NonNullable<Operations['saveExpertContent']['requestBody']>['content']['application/json'];
  saveQuiz: NonNullable<Operations['saveQuiz']['requestBody']>['content']['application/json'];
  saveTeaEnterprise: NonNullable<Operations['saveTeaEnterprise']['requestBody']>['content']['application/json'];
  saveTeaPerson: NonNullable<Operations['saveTeaPerson']['requestBody']>['content']['application/json'];
  saveVideo: NonNullable<Operations['saveVideo']['requestBody']>['content']['application/json'];
  saveVote: NonNullable<Operations['saveVote']['parameters']['query']> &
    NonNullable<Operations['saveVote']['requestBody']>['content']['application/json'];
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
  submitComment: NonNullable<
    Operations['submitComment']['requestBody']
  >['content']['application/x-www-form-urlencoded'];
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
  updateVideo: NonNullable<Operations['updateVideo']['parameters']['query']> &
    NonNullable<Operations['updateVideo']['requestBody']>['content']['application/json'];
  userEditPassword: NonNullable<
    Operations['userEditPassword']['requestBody']
  >['content']['application/x-www-form-urlencoded'];
  userSetPassword: NonNullable<
    Operations['userSetPassword']['requestBody']
  >['content']['application/x-www-form-urlencoded'];
  yunshangHaoHomeIndex: NonNullable<Operations['yunshangHaoHomeIndex']['parameters']['query']>;
}
export type ApiInput<Op extends OperationId> = ApiInputs[Op];

/** What a successful call returns: the envelope's page, data and total, data, or else its msg. */
export interface ApiResults {
  activitySignUp: string;
  addSubMember: string;
  applyForLoan: NonNullable<Operations['applyForLoan']['responses'][200]['content']['application/json']['data']>;
  articleLabelList: NonNullable<
    Operations['articleLabelList']['responses'][200]['content']['application/json']['data']
  >;
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
  findAnswerByQuiz: NonNullable<
    Operations['findAnswerByQuiz']['responses'][200]['content']['application/json']['page']
  >;
  findArticleById: NonNullable<Operations['findArticleById']['responses'][200]['content']['application/json']['data']>;
  findCommentByTypeAndId: NonNullable<
    Operations['findCommentByTypeAndId']['responses'][200]['content']['application/json']['data']
  >;
  findCommentListByUserId: NonNullable<
    Operations['findCommentListByUserId']['responses'][200]['content']['application/json']['page']
  >;
  findConcernForMeData: NonNullable<
    Operations['findConcernForMeData']['responses'][200]['content']['application/json']['data']
  >;
  findFavorites: NonNullable<Operations['findFavorites']['responses'][200]['content']['application/json']['data']>;
  findMyArticleByUser: NonNullable<
    Operations['findMyArticleByUser']['responses'][200]['content']['application/json']['page']
  >;
  findMyConcern: NonNullable<Operations['findMyConcern']['responses'][200]['content']['application/json']['data']>;
  findQuizById: NonNullable<Operations['findQuizById']['responses'][200]['content']['application/json']['data']>;
  findQuizListByCondition: NonNullable<
    Operations['findQuizListByCondition']['responses'][200]['content']['application/json']['page']
  >;
  findToutiaoByCondition: NonNullable<
    Operations['findToutiaoByCondition']['responses'][200]['content']['application/json']['page']
  >;
  findVideoById: NonNullable<Operations['findVideoById']['responses'][200]['content']['application/json']['data']>;
  generateQrCode: NonNullable<Operations['generateQrCode']['responses'][200]['content']['application/json']['data']>;
  getActivityDetail: NonNullable<
    Operations['getActivityDetail']['responses'][200]['content']['application/json']['data']
  >;
  getActivityEnterpriseList: NonNullable<
    Operations['getActivityEnterpriseList']['responses'][200]['content']['application/json']['page']
  >;
  getAdminList: NonNullable<Operations['getAdminList']['responses'][200]['content']['application/json']['data']>;
  getAdvertisementList: NonNullable<
    Operations['getAdvertisementList']['responses'][200]['content']['application/json']['page']
  >;
  getConsultingHistory: NonNullable<
    Operations['getConsultingHistory']['responses'][200]['content']['application/json']['data']
  >;
  getConsultingNew: NonNullable<
    Operations['getConsultingNew']['responses'][200]['content']['application/json']['data']
  >;
  getContestDetail: NonNullable<
    Operations['getContestDetail']['responses'][200]['content']['application/json']['data']
  >;
  getContestList: NonNullable<Operations['getContestList']['responses'][200]['content']['application/json']['page']>;
  getContestRanking: NonNullable<
    Operations['getContestRanking']['responses'][200]['content']['application/json']['page']
  >;
  getContestantDetail: NonNullable<
    Operations['getContestantDetail']['responses'][200]['content']['application/json']['data']
  >;
  getContestantList: NonNullable<
    Operations['getContestantList']['responses'][200]['content']['application/json']['page']
  >;
  getCreatorFigures: NonNullable<
    Operations['getCreatorFigures']['responses'][200]['content']['application/json']['data']
  >;
  getCustomerServiceList: NonNullable<
    Operations['getCustomerServiceList']['responses'][200]['content']['application/json']['data']
  >;
  getExpertDetail: NonNullable<Operations['getExpertDetail']['responses'][200]['content']['application/json']['data']>;
  getExpertLabelList: NonNullable<
    Operations['getExpertLabelList']['responses'][200]['content']['application/json']['data']
  >;
  getExpertList: NonNullable<Operations['getExpertList']['responses'][200]['content']['application/json']['page']>;
  getHomeBannerConfig: NonNullable<
    Operations['getHomeBannerConfig']['responses'][200]['content']['application/json']['data']
  >;
  getHonourDetail: NonNullable<Operations['getHonourDetail']['responses'][200]['content']['application/json']['data']>;
  getHonourList: NonNullable<Operations['getHonourList']['responses'][200]['content']['application/json']['page']>;
  getHonourSameFieldList: NonNullable<
    Operations['getHonourSameFieldList']['responses'][200]['content']['application/json']['page']
  >;
  getInfo: NonNullable<Operations['getInfo']['responses'][200]['content']['application/json']['data']>;
  getInvitationSummary: NonNullable<
    Operations['getInvitationSummary']['responses'][200]['content']['application/json']['data']
  >;
  getJob: NonNullable<Operations['getJob']['responses'][200]['content']['application/json']['data']>;
  getMemberDetail: NonNullable<Operations['getMemberDetail']['responses'][200]['content']['application/json']['data']>;
  getMemberInfoByUserId: NonNullable<
    Operations['getMemberInfoByUserId']['responses'][200]['content']['application/json']['data']
  >;
  getMemberLabels: NonNullable<Operations['getMemberLabels']['responses'][200]['content']['application/json']['data']>;
  getMyOffer: NonNullable<Operations['getMyOffer']['responses'][200]['content']['application/json']['data']>;
  getNoticeDetail: NonNullable<Operations['getNoticeDetail']['responses'][200]['content']['application/json']['data']>;
  getNoticeList: {
    data: NonNullable<Operations['getNoticeList']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['getNoticeList']['responses'][200]['content']['application/json']['total']>;
  };
  getOcrSign: NonNullable<Operations['getOcrSign']['responses'][200]['content']['application/json']['data']>;
  getPcActivityList: NonNullable<
    Operations['getPcActivityList']['responses'][200]['content']['application/json']['page']
  >;
  getReportType: NonNullable<Operations['getReportType']['responses'][200]['content']['application/json']['data']>;
  getSignInInfo: NonNullable<Operations['getSignInInfo']['responses'][200]['content']['application/json']['data']>;
  getSignRules: NonNullable<Operations['getSignRules']['responses'][200]['content']['application/json']['data']>;
  getSourceGoods: NonNullable<Operations['getSourceGoods']['responses'][200]['content']['application/json']['data']>;
  getSystemMessageDetail: NonNullable<
    Operations['getSystemMessageDetail']['responses'][200]['content']['application/json']['data']
  >;
  getTeaEnterpriseByUserId: NonNullable<
    Operations['getTeaEnterpriseByUserId']['responses'][200]['content']['application/json']['data']
  >;
  getTeaPersonByUserId: NonNullable<
    Operations['getTeaPersonByUserId']['responses'][200]['content']['application/json']['data']
  >;
  getUser: NonNullable<Operations['getUser']['responses'][200]['content']['application/json']['data']>;
  getUserHomeStats: NonNullable<
    Operations['getUserHomeStats']['responses'][200]['content']['application/json']['data']
  >;
  getWantBuy: NonNullable<Operations['getWantBuy']['responses'][200]['content']['application/json']['data']>;
  homeBannerList: NonNullable<Operations['homeBannerList']['responses'][200]['content']['application/json']['data']>;
  huploadFile: NonNullable<Operations['huploadFile']['responses'][200]['content']['application/json']['data']>;
  leaveMessage: string;
  legalPersonRegister: string;
  listBidders: {
    data: NonNullable<Operations['listBidders']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['listBidders']['responses'][200]['content']['application/json']['total']>;
  };
  listBrowseRecords: NonNullable<
    Operations['listBrowseRecords']['responses'][200]['content']['application/json']['page']
  >;
  listHonourBanners: NonNullable<
    Operations['listHonourBanners']['responses'][200]['content']['application/json']['data']
  >;
  listInvitedUsers: NonNullable<
    Operations['listInvitedUsers']['responses'][200]['content']['application/json']['page']
  >;
  listJobs: NonNullable<Operations['listJobs']['responses'][200]['content']['application/json']['page']>;
  listMyLikedActivities: NonNullable<
    Operations['listMyLikedActivities']['responses'][200]['content']['application/json']['page']
  >;
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
  listRecommendedCreators: NonNullable<
    Operations['listRecommendedCreators']['responses'][200]['content']['application/json']['page']
  >;
  listScoreRecords: NonNullable<
    Operations['listScoreRecords']['responses'][200]['content']['application/json']['page']
  >;
  listSourceGoods: {
    data: NonNullable<Operations['listSourceGoods']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['listSourceGoods']['responses'][200]['content']['application/json']['total']>;
  };
  listSpaceAdvertisements: NonNullable<
    Operations['listSpaceAdvertisements']['responses'][200]['content']['application/json']['data']
  >;
  listSubMembers: NonNullable<Operations['listSubMembers']['responses'][200]['content']['application/json']['page']>;
  listSystemMessages: NonNullable<
    Operations['listSystemMessages']['responses'][200]['content']['application/json']['page']
  >;
  listTradeBanners: NonNullable<
    Operations['listTradeBanners']['responses'][200]['content']['application/json']['data']
  >;
  listUserTasks: NonNullable<Operations['listUserTasks']['responses'][200]['content']['application/json']['page']>;
  listWantBuys: {
    data: NonNullable<Operations['listWantBuys']['responses'][200]['content']['application/json']['data']>;
    total: NonNullable<Operations['listWantBuys']['responses'][200]['content']['application/json']['total']>;
  };
  loginByCode: NonNullable<Operations['loginByCode']['responses'][200]['content']['application/json']['data']>;
  loginOrRegister: NonNullable<Operations['loginOrRegister']['responses'][200]['content']['application/json']['data']>;
  loginOrRegisterPhoneCode: NonNullable<
    Operations['loginOrRegisterPhoneCode']['responses'][200]['content']['application/json']['data']
  >;
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
  searchActivities: NonNullable<
    Operations['searchActivities']['responses'][200]['content']['application/json']['page']
  >;
  searchCreators: NonNullable<Operations['searchCreators']['responses'][200]['content']['application/json']['page']>;
  sendCode: string;
  sendConsulting: NonNullable<Operations['sendConsulting']['responses'][200]['content']['application/json']['data']>;
  setJobListing: string;
  showLoanApply: NonNullable<Operations['showLoanApply']['responses'][200]['content']['application/json']['data']>;
  signIn: string;
  singleSignOnUrl: NonNullable<Operations['singleSignOnUrl']['responses'][200]['content']['application/json']['data']>;
  studyVideoDetail: NonNullable<
    Operations['studyVideoDetail']['responses'][200]['content']['application/json']['data']
  >;
  studyVideoPageList: NonNullable<
    Operations['studyVideoPageList']['responses'][200]['content']['application/json']['page']
  >;
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
  yunshangHaoHomeIndex: NonNullable<
    Operations['yunshangHaoHomeIndex']['responses'][200]['content']['application/json']['data']
  >;
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

/** Every operation as a function of its flat input. */
export interface Api {
  activitySignUp(input: ApiInput<'activitySignUp'>): Promise<ApiResult<'activitySignUp'>>;
  addSubMember(input: ApiInput<'addSubMember'>): Promise<ApiResult<'addSubMember'>>;
  applyForLoan(input: ApiInput<'applyForLoan'>): Promise<ApiResult<'applyForLoan'>>;
  articleLabelList(input: ApiInput<'articleLabelList'>): Promise<ApiResult<'articleLabelList'>>;
  blogrollList(): Promise<ApiResult<'blogrollList'>>;
  checkInVoucher(input: ApiInput<'checkInVoucher'>): Promise<ApiResult<'checkInVoucher'>>;
  checkUserState(input: ApiInput<'checkUserState'>): Promise<ApiResult<'checkUserState'>>;
  claimVoucher(input: ApiInput<'claimVoucher'>): Promise<ApiResult<'claimVoucher'>>;
  clearBrowseRecords(input: ApiInput<'clearBrowseRecords'>): Promise<ApiResult<'clearBrowseRecords'>>;
  createJob(input: ApiInput<'createJob'>): Promise<ApiResult<'createJob'>>;
  deleteAdmin(input: ApiInput<'deleteAdmin'>): Promise<ApiResult<'deleteAdmin'>>;
  deleteArticle(input: ApiInput<'deleteArticle'>): Promise<ApiResult<'deleteArticle'>>;
  deleteConcern(input: ApiInput<'deleteConcern'>): Promise<ApiResult<'deleteConcern'>>;
  deleteFavorites(input: ApiInput<'deleteFavorites'>): Promise<ApiResult<'deleteFavorites'>>;
  deleteLikes(input: ApiInput<'deleteLikes'>): Promise<ApiResult<'deleteLikes'>>;
  deleteMyComment(input: ApiInput<'deleteMyComment'>): Promise<ApiResult<'deleteMyComment'>>;
  deleteMyOffer(input: ApiInput<'deleteMyOffer'>): Promise<ApiResult<'deleteMyOffer'>>;
  deleteMyRelease(input: ApiInput<'deleteMyRelease'>): Promise<ApiResult<'deleteMyRelease'>>;
  deleteMyWantBuy(input: ApiInput<'deleteMyWantBuy'>): Promise<ApiResult<'deleteMyWantBuy'>>;
  deleteQuiz(input: ApiInput<'deleteQuiz'>): Promise<ApiResult<'deleteQuiz'>>;
  deleteSubMember(input: ApiInput<'deleteSubMember'>): Promise<ApiResult<'deleteSubMember'>>;
  deleteVideo(input: ApiInput<'deleteVideo'>): Promise<ApiResult<'deleteVideo'>>;
  doConcern(input: ApiInput<'doConcern'>): Promise<ApiResult<'doConcern'>>;
  doFavorites(input: ApiInput<'doFavorites'>): Promise<ApiResult<'doFavorites'>>;
  doLikes(input: ApiInput<'doLikes'>): Promise<ApiResult<'doLikes'>>;
  favouriteJob(input: ApiInput<'favouriteJob'>): Promise<ApiResult<'favouriteJob'>>;
  findAnswerByQuiz(input: ApiInput<'findAnswerByQuiz'>): Promise<ApiResult<'findAnswerByQuiz'>>;
  findArticleById(input: ApiInput<'findArticleById'>): Promise<ApiResult<'findArticleById'>>;
  findCommentByTypeAndId(input: ApiInput<'findCommentByTypeAndId'>): Promise<ApiResult<'findCommentByTypeAndId'>>;
  findCommentListByUserId(input: ApiInput<'findCommentListByUserId'>): Promise<ApiResult<'findCommentListByUserId'>>;
  findConcernForMeData(input: ApiInput<'findConcernForMeData'>): Promise<ApiResult<'findConcernForMeData'>>;
  findFavorites(input: ApiInput<'findFavorites'>): Promise<ApiResult<'findFavorites'>>;
  findMyArticleByUser(input: ApiInput<'findMyArticleByUser'>): Promise<ApiResult<'findMyArticleByUser'>>;
  findMyConcern(input: ApiInput<'findMyConcern'>): Promise<ApiResult<'findMyConcern'>>;
  findQuizById(input: ApiInput<'findQuizById'>): Promise<ApiResult<'findQuizById'>>;
  findQuizListByCondition(input: ApiInput<'findQuizListByCondition'>): Promise<ApiResult<'findQuizListByCondition'>>;
  findToutiaoByCondition(input: ApiInput<'findToutiaoByCondition'>): Promise<ApiResult<'findToutiaoByCondition'>>;
  findVideoById(input: ApiInput<'findVideoById'>): Promise<ApiResult<'findVideoById'>>;
  generateQrCode(): Promise<ApiResult<'generateQrCode'>>;
  getActivityDetail(input: ApiInput<'getActivityDetail'>): Promise<ApiResult<'getActivityDetail'>>;
  getActivityEnterpriseList(
    input: ApiInput<'getActivityEnterpriseList'>,
  ): Promise<ApiResult<'getActivityEnterpriseList'>>;
  getAdminList(input: ApiInput<'getAdminList'>): Promise<ApiResult<'getAdminList'>>;
  getAdvertisementList(input: ApiInput<'getAdvertisementList'>): Promise<ApiResult<'getAdvertisementList'>>;
  getConsultingHistory(input: ApiInput<'getConsultingHistory'>): Promise<ApiResult<'getConsultingHistory'>>;
  getConsultingNew(input: ApiInput<'getConsultingNew'>): Promise<ApiResult<'getConsultingNew'>>;
  getContestDetail(input: ApiInput<'getContestDetail'>): Promise<ApiResult<'getContestDetail'>>;
  getContestList(input: ApiInput<'getContestList'>): Promise<ApiResult<'getContestList'>>;
  getContestRanking(input: ApiInput<'getContestRanking'>): Promise<ApiResult<'getContestRanking'>>;
  getContestantDetail(input: ApiInput<'getContestantDetail'>): Promise<ApiResult<'getContestantDetail'>>;
  getContestantList(input: ApiInput<'getContestantList'>): Promise<ApiResult<'getContestantList'>>;
  getCreatorFigures(input: ApiInput<'getCreatorFigures'>): Promise<ApiResult<'getCreatorFigures'>>;
  getCustomerServiceList(): Promise<ApiResult<'getCustomerServiceList'>>;
  getExpertDetail(input: ApiInput<'getExpertDetail'>): Promise<ApiResult<'getExpertDetail'>>;
  getExpertLabelList(): Promise<ApiResult<'getExpertLabelList'>>;
  getExpertList(input: ApiInput<'getExpertList'>): Promise<ApiResult<'getExpertList'>>;
  getHomeBannerConfig(): Promise<ApiResult<'getHomeBannerConfig'>>;
  getHonourDetail(input: ApiInput<'getHonourDetail'>): Promise<ApiResult<'getHonourDetail'>>;
  getHonourList(input: ApiInput<'getHonourList'>): Promise<ApiResult<'getHonourList'>>;
  getHonourSameFieldList(input: ApiInput<'getHonourSameFieldList'>): Promise<ApiResult<'getHonourSameFieldList'>>;
  getInfo(input: ApiInput<'getInfo'>): Promise<ApiResult<'getInfo'>>;
  getInvitationSummary(input: ApiInput<'getInvitationSummary'>): Promise<ApiResult<'getInvitationSummary'>>;
  getJob(input: ApiInput<'getJob'>): Promise<ApiResult<'getJob'>>;
  getMemberDetail(input: ApiInput<'getMemberDetail'>): Promise<ApiResult<'getMemberDetail'>>;
  getMemberInfoByUserId(input: ApiInput<'getMemberInfoByUserId'>): Promise<ApiResult<'getMemberInfoByUserId'>>;
  getMemberLabels(input: ApiInput<'getMemberLabels'>): Promise<ApiResult<'getMemberLabels'>>;
  getMyOffer(input: ApiInput<'getMyOffer'>): Promise<ApiResult<'getMyOffer'>>;
  getNoticeDetail(input: ApiInput<'getNoticeDetail'>): Promise<ApiResult<'getNoticeDetail'>>;
  getNoticeList(input: ApiInput<'getNoticeList'>): Promise<ApiResult<'getNoticeList'>>;
  getOcrSign(): Promise<ApiResult<'getOcrSign'>>;
  getPcActivityList(input: ApiInput<'getPcActivityList'>): Promise<ApiResult<'getPcActivityList'>>;
  getReportType(): Promise<ApiResult<'getReportType'>>;
  getSignInInfo(input: ApiInput<'getSignInInfo'>): Promise<ApiResult<'getSignInInfo'>>;
  getSignRules(): Promise<ApiResult<'getSignRules'>>;
  getSourceGoods(input: ApiInput<'getSourceGoods'>): Promise<ApiResult<'getSourceGoods'>>;
  getSystemMessageDetail(input: ApiInput<'getSystemMessageDetail'>): Promise<ApiResult<'getSystemMessageDetail'>>;
  getTeaEnterpriseByUserId(input: ApiInput<'getTeaEnterpriseByUserId'>): Promise<ApiResult<'getTeaEnterpriseByUserId'>>;
  getTeaPersonByUserId(input: ApiInput<'getTeaPersonByUserId'>): Promise<ApiResult<'getTeaPersonByUserId'>>;
  getUser(input: ApiInput<'getUser'>): Promise<ApiResult<'getUser'>>;
  getUserHomeStats(input: ApiInput<'getUserHomeStats'>): Promise<ApiResult<'getUserHomeStats'>>;
  getWantBuy(input: ApiInput<'getWantBuy'>): Promise<ApiResult<'getWantBuy'>>;
  homeBannerList(input: ApiInput<'homeBannerList'>): Promise<ApiResult<'homeBannerList'>>;
  huploadFile(input: ApiInput<'huploadFile'>): Promise<ApiResult<'huploadFile'>>;
  leaveMessage(input: ApiInput<'leaveMessage'>): Promise<ApiResult<'leaveMessage'>>;
  legalPersonRegister(input: ApiInput<'legalPersonRegister'>): Promise<ApiResult<'legalPersonRegister'>>;
  listBidders(input: ApiInput<'listBidders'>): Promise<ApiResult<'listBidders'>>;
  listBrowseRecords(input: ApiInput<'listBrowseRecords'>): Promise<ApiResult<'listBrowseRecords'>>;
  listHonourBanners(): Promise<ApiResult<'listHonourBanners'>>;
  listInvitedUsers(input: ApiInput<'listInvitedUsers'>): Promise<ApiResult<'listInvitedUsers'>>;
  listJobs(input: ApiInput<'listJobs'>): Promise<ApiResult<'listJobs'>>;
  listMyLikedActivities(input: ApiInput<'listMyLikedActivities'>): Promise<ApiResult<'listMyLikedActivities'>>;
  listMyOffers(input: ApiInput<'listMyOffers'>): Promise<ApiResult<'listMyOffers'>>;
  listMyReleases(input: ApiInput<'listMyReleases'>): Promise<ApiResult<'listMyReleases'>>;
  listMyVisitors(input: ApiInput<'listMyVisitors'>): Promise<ApiResult<'listMyVisitors'>>;
  listMyVouchers(input: ApiInput<'listMyVouchers'>): Promise<ApiResult<'listMyVouchers'>>;
  listMyWantBuys(input: ApiInput<'listMyWantBuys'>): Promise<ApiResult<'listMyWantBuys'>>;
  listPurchaseDynamics(input: ApiInput<'listPurchaseDynamics'>): Promise<ApiResult<'listPurchaseDynamics'>>;
  listRecommendedCreators(input: ApiInput<'listRecommendedCreators'>): Promise<ApiResult<'listRecommendedCreators'>>;
  listScoreRecords(input: ApiInput<'listScoreRecords'>): Promise<ApiResult<'listScoreRecords'>>;
  listSourceGoods(input: ApiInput<'listSourceGoods'>): Promise<ApiResult<'listSourceGoods'>>;
  listSpaceAdvertisements(input: ApiInput<'listSpaceAdvertisements'>): Promise<ApiResult<'listSpaceAdvertisements'>>;
  listSubMembers(input: ApiInput<'listSubMembers'>): Promise<ApiResult<'listSubMembers'>>;
  listSystemMessages(input: ApiInput<'listSystemMessages'>): Promise<ApiResult<'listSystemMessages'>>;
  listTradeBanners(input: ApiInput<'listTradeBanners'>): Promise<ApiResult<'listTradeBanners'>>;
  listUserTasks(input: ApiInput<'listUserTasks'>): Promise<ApiResult<'listUserTasks'>>;
  listWantBuys(input: ApiInput<'listWantBuys'>): Promise<ApiResult<'listWantBuys'>>;
  loginByCode(input: ApiInput<'loginByCode'>): Promise<ApiResult<'loginByCode'>>;
  loginOrRegister(input: ApiInput<'loginOrRegister'>): Promise<ApiResult<'loginOrRegister'>>;
  loginOrRegisterPhoneCode(input: ApiInput<'loginOrRegisterPhoneCode'>): Promise<ApiResult<'loginOrRegisterPhoneCode'>>;
  logout(input: ApiInput<'logout'>): Promise<ApiResult<'logout'>>;
  makeOffer(input: ApiInput<'makeOffer'>): Promise<ApiResult<'makeOffer'>>;
  markAnswerUseful(input: ApiInput<'markAnswerUseful'>): Promise<ApiResult<'markAnswerUseful'>>;
  myLikeExpert(input: ApiInput<'myLikeExpert'>): Promise<ApiResult<'myLikeExpert'>>;
  noviceGuideList(input: ApiInput<'noviceGuideList'>): Promise<ApiResult<'noviceGuideList'>>;
  personalRegister(input: ApiInput<'personalRegister'>): Promise<ApiResult<'personalRegister'>>;
  releaseSourceGoods(input: ApiInput<'releaseSourceGoods'>): Promise<ApiResult<'releaseSourceGoods'>>;
  releaseWantBuy(input: ApiInput<'releaseWantBuy'>): Promise<ApiResult<'releaseWantBuy'>>;
  saveActivity(input: ApiInput<'saveActivity'>): Promise<ApiResult<'saveActivity'>>;
  saveAdmin(input: ApiInput<'saveAdmin'>): Promise<ApiResult<'saveAdmin'>>;
  saveArticle(input: ApiInput<'saveArticle'>): Promise<ApiResult<'saveArticle'>>;
  saveContestant(input: ApiInput<'saveContestant'>): Promise<ApiResult<'saveContestant'>>;
  saveExpertContent(input: ApiInput<'saveExpertContent'>): Promise<ApiResult<'saveExpertContent'>>;
  saveQuiz(input: ApiInput<'saveQuiz'>): Promise<ApiResult<'saveQuiz'>>;
  saveTeaEnterprise(input: ApiInput<'saveTeaEnterprise'>): Promise<ApiResult<'saveTeaEnterprise'>>;
  saveTeaPerson(input: ApiInput<'saveTeaPerson'>): Promise<ApiResult<'saveTeaPerson'>>;
  saveVideo(input: ApiInput<'saveVideo'>): Promise<ApiResult<'saveVideo'>>;
  saveVote(input: ApiInput<'saveVote'>): Promise<ApiResult<'saveVote'>>;
  scanLogin(input: ApiInput<'scanLogin'>): Promise<ApiResult<'scanLogin'>>;
  searchActivities(input: ApiInput<'searchActivities'>): Promise<ApiResult<'searchActivities'>>;
  searchCreators(input: ApiInput<'searchCreators'>): Promise<ApiResult<'searchCreators'>>;
  sendCode(input: ApiInput<'sendCode'>): Promise<ApiResult<'sendCode'>>;
  sendConsulting(input: ApiInput<'sendConsulting'>): Promise<ApiResult<'sendConsulting'>>;
  setJobListing(input: ApiInput<'setJobListing'>): Promise<ApiResult<'setJobListing'>>;
  showLoanApply(input: ApiInput<'showLoanApply'>): Promise<ApiResult<'showLoanApply'>>;
  signIn(input: ApiInput<'signIn'>): Promise<ApiResult<'signIn'>>;
  singleSignOnUrl(input: ApiInput<'singleSignOnUrl'>): Promise<ApiResult<'singleSignOnUrl'>>;
  studyVideoDetail(input: ApiInput<'studyVideoDetail'>): Promise<ApiResult<'studyVideoDetail'>>;
  studyVideoPageList(input: ApiInput<'studyVideoPageList'>): Promise<ApiResult<'studyVideoPageList'>>;
  submitAnswer(input: ApiInput<'submitAnswer'>): Promise<ApiResult<'submitAnswer'>>;
  submitComment(input: ApiInput<'submitComment'>): Promise<ApiResult<'submitComment'>>;
  submitFeedback(input: ApiInput<'submitFeedback'>): Promise<ApiResult<'submitFeedback'>>;
  submitRealName(input: ApiInput<'submitRealName'>): Promise<ApiResult<'submitRealName'>>;
  submitReport(input: ApiInput<'submitReport'>): Promise<ApiResult<'submitReport'>>;
  teaQiDetail(input: ApiInput<'teaQiDetail'>): Promise<ApiResult<'teaQiDetail'>>;
  teaQiList(input: ApiInput<'teaQiList'>): Promise<ApiResult<'teaQiList'>>;
  teaSceneryUrl(): Promise<ApiResult<'teaSceneryUrl'>>;
  touTiaoDetail(input: ApiInput<'touTiaoDetail'>): Promise<ApiResult<'touTiaoDetail'>>;
  unfavouriteJob(input: ApiInput<'unfavouriteJob'>): Promise<ApiResult<'unfavouriteJob'>>;
  updateActivity(input: ApiInput<'updateActivity'>): Promise<ApiResult<'updateActivity'>>;
  updateAdmin(input: ApiInput<'updateAdmin'>): Promise<ApiResult<'updateAdmin'>>;
  updateJob(input: ApiInput<'updateJob'>): Promise<ApiResult<'updateJob'>>;
  updateMember(input: ApiInput<'updateMember'>): Promise<ApiResult<'updateMember'>>;
  updateMyArticle(input: ApiInput<'updateMyArticle'>): Promise<ApiResult<'updateMyArticle'>>;
  updatePersonInfo(input: ApiInput<'updatePersonInfo'>): Promise<ApiResult<'updatePersonInfo'>>;
  updatePwd1(input: ApiInput<'updatePwd1'>): Promise<ApiResult<'updatePwd1'>>;
  updateQuiz(input: ApiInput<'updateQuiz'>): Promise<ApiResult<'updateQuiz'>>;
  updateTeaEnterprise(input: ApiInput<'updateTeaEnterprise'>): Promise<ApiResult<'updateTeaEnterprise'>>;
  updateTeaPerson(input: ApiInput<'updateTeaPerson'>): Promise<ApiResult<'updateTeaPerson'>>;
  updateVideo(input: ApiInput<'updateVideo'>): Promise<ApiResult<'updateVideo'>>;
  userEditPassword(input: ApiInput<'userEditPassword'>): Promise<ApiResult<'userEditPassword'>>;
  userSetPassword(input: ApiInput<'userSetPassword'>): Promise<ApiResult<'userSetPassword'>>;
  yunshangHaoHomeIndex(input: ApiInput<'yunshangHaoHomeIndex'>): Promise<ApiResult<'yunshangHaoHomeIndex'>>;
}

type Request = (path: string, init: Record<string, unknown>) => Parameters<Send>[1];

/** The functions, made from the operations table rather than written out one by one (every route loads them). */
export function createApi(clients: ApiClients, send: Send): Api {
  const api: Record<string, (input?: Record<string, unknown>) => Promise<unknown>> = {};
  for (const [id, op] of Object.entries(operations) as [OperationId, (typeof operations)[OperationId]][]) {
    const client = clients[op.client] as unknown as Record<string, Request>;
    api[id] = (input = {}) => send(id, client[op.method](op.path, requestInit(op, input)), op.unwrap);
  }
  return api as unknown as Api;
}
