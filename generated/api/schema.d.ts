// generated from spec/openapi.yaml by npm run generate — do not edit
export interface paths {
  '/api/login/loginOrRegister': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 账号密码登录 */
    get: operations['loginOrRegister'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/loginOrRegisterPhoneCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 手机验证码登录 */
    get: operations['loginOrRegisterPhoneCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cyapp/login/loginByCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 手机验证码登录（旧接口） */
    post: operations['loginByCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sms/sendCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 发送短信验证码 */
    get: operations['sendCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/updatePwd1': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 找回密码 */
    post: operations['updatePwd1'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/personalRegister': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 个人注册 */
    post: operations['personalRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/legalPersonRegister': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 法人注册 */
    post: operations['legalPersonRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/getUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 按票据取当前用户 */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 退出登录 */
    get: operations['logout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/upload/generateQrCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 生成扫码登录二维码 */
    get: operations['generateQrCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/scanLogin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 轮询扫码状态（每秒一次） */
    post: operations['scanLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/getMemberDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 会员详情 */
    get: operations['getMemberDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/systeminfo/getInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 系统说明文本（协议、规则） */
    get: operations['getInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/advertisement/getAdvertisementList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 广告位（头部 App 二维码等） */
    get: operations['getAdvertisementList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cyfg/link/url1': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 茶叶风光链接地址 */
    get: operations['teaSceneryUrl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/srsw/toSrswUrl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 单点登录跳转地址（横幅、广告的 srswType 目标） */
    get: operations['singleSignOnUrl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/checkUserState': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 创作者认证状态
     * @description written 'api/personalcenter/checkUserState' (no leading slash) in seed 1 and seed 2 §7.6
     */
    get: operations['checkUserState'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/upload/huploadFile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 上传文件（图片、视频）
     * @description the only way images and videos are stored; data.filePath is what later payloads send. Written without leading slash in all three seeds.
     */
    post: operations['huploadFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/back/record': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 意见反馈
     * @description the feedback type chosen on the form is not sent (seed 1 §7.2)
     */
    post: operations['submitFeedback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/userSignIn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 签到信息（连续天数、今日是否已签、积分）
     * @description reads the sign-in info despite its name (seed 1 §7.2, seed 2 §7.3)
     */
    post: operations['getSignInInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/signRule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 签到奖励规则（7 天） */
    get: operations['getSignRules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/signIn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 每日签到
     * @description once per day (China time): the streak grows when yesterday was signed and restarts at 1 otherwise; the rule row of the streak day (1-7, then again) adds its integral to the member's points. A second sign-in the same day answers code 500 今日已签到.
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/getlables': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 会员标签（身份、会员类别、从业）
     * @description spelling 'lables' as documented
     */
    get: operations['getMemberLabels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/updateMember': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 保存基本资料
     * @description seed 1 writes 'api/personalcenter/updateMember' with the full body; seed 2 §7.1 writes only 'POST updateMember' with id, headurl, info — the same call, so only id is required and absent fields keep their value. A new phone (one that differs from the account's) needs `code`, an SMS code sent to that phone, since SMS logins and password resets go to it (checked before whether the number is taken, so a registered and a free number answer alike until the code is right); an account that logs in with its phone then logs in with the new one, and the old number may be registered again. A member who is verified or under review (idcardStatus 1 or 0) keeps the reviewed realName and identity: a different value is refused with 已实名认证（或审核中）的账号不能修改真实姓名和身份证号.
     */
    post: operations['updateMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/authentication/realName': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 提交实名认证（身份证正反面、姓名、身份证号）
     * @description a GET that submits (seed 1, written without leading slash); idcardStatus becomes 0 审核中 until staff review it (within 24 hours). Already verified or under review is refused.
     */
    get: operations['submitRealName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 证件识别服务的 appid 与签名
     * @description appid and sign for the third-party card-recognition service (seed 1 §7.3); the sandbox's stand-in is POST /__sandbox/ocr and accepts a sign for 2 hours
     */
    get: operations['getOcrSign'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cyapp/user/userEditPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 修改密码
     * @description code -1 when user_id is not the member the token belongs to: 请先登录, then the login page
     */
    post: operations['userEditPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cyapp/user/userSetPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 设置密码
     * @description sets the password without the old one (an account that logged in by SMS code); code -1 as for userEditPassword
     */
    post: operations['userSetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cyapp/index/blogrollList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 友情链接 */
    post: operations['blogrollList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/homeBannerList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 首页轮播横幅 */
    get: operations['homeBannerList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/saveTeaEnterprise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 提交企业创作者认证
     * @description legal-person accounts only (else 权限不足，请使用法人账号登录后进行认证); the record starts at checkStatus 0. Expanded from the compact row of seed 1 §7.2 (written without leading slash).
     */
    post: operations['saveTeaEnterprise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/updateTeaEnterprise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 修改企业创作者认证（驳回后重新提交、通过后编辑）
     * @description the record goes back to checkStatus 0; refused while it is under review
     */
    post: operations['updateTeaEnterprise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/saveTeaPerson': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 提交个人创作者认证
     * @description personal accounts only (else 权限不足，请使用个人账号登录后进行认证); the record starts at checkStatus 0
     */
    post: operations['saveTeaPerson'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/updateTeaPerson': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 修改个人创作者认证（驳回后重新提交、通过后编辑）
     * @description the record goes back to checkStatus 0; refused while it is under review
     */
    post: operations['updateTeaPerson'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/getDetailByUserId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 企业创作者认证信息
     * @description the enterprise verification of the account, or of its enterprise for a sub-user (type 3); no data when none was submitted
     */
    get: operations['getTeaEnterpriseByUserId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/getTeaPersonByUserId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 个人创作者认证信息
     * @description no data when none was submitted
     */
    get: operations['getTeaPersonByUserId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/getAdminList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 副操作员列表
     * @description written without leading slash in seed 1; the enterprise's deputy operators, newest first
     */
    get: operations['getAdminList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/saveAdmin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 添加副操作员
     * @description adds a pending deputy (status 0, no login yet: x-deputies); the message states the default password: 添加成功，默认密码为Tea123456
     */
    post: operations['saveAdmin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/updateAdmin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 修改副操作员
     * @description a changed phone makes the deputy pending again (x-deputies): its login ends, and the new phone's owner activates it by the SMS-code login
     */
    post: operations['updateAdmin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/deleteById': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 删除副操作员
     * @description written without leading slash in seed 1; the deputy's login (if active) is removed with it
     */
    get: operations['deleteAdmin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/customerList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 客服热线列表 */
    get: operations['getCustomerServiceList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/novice/info/page/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 新手指南 */
    get: operations['noviceGuideList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leave/message': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 网站留言
     * @description success msg 留言成功！; the same message twice within 10 minutes is refused (留言失败！请勿重复留言)
     */
    post: operations['leaveMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/score/record/page/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 我的积分记录
     * @description 每条记录显示类型名称、时间和 +score；积分总数读会员详情 integral。页大小 6（seed 2 §9）。
     */
    get: operations['listScoreRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/myLikeActivityAndSelection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我收藏的活动（茶文化节活动与评比评选） */
    get: operations['listMyLikedActivities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/browse/record/page/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 浏览记录 */
    get: operations['listBrowseRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/browse/record/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * 清空浏览记录
     * @description 清空该会员的全部浏览记录（不可恢复）；成功提示 清除成功。
     */
    delete: operations['clearBrowseRecords'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/super/page/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的下级（村长、组长、茶农） */
    get: operations['listSubMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/super': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 添加下级
     * @description 成功提示 添加成功。组长须选所属村长（cunId），茶农还须选所属组长（groupId）；同一茶园主下手机号不可重复。
     */
    post: operations['addSubMember'];
    /**
     * 删除下级
     * @description 删除前确认 确定要删除吗？；成功提示 删除成功!；仍有下级的村长或组长不能删除。
     */
    delete: operations['deleteSubMember'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/system/messageList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 系统消息列表 */
    get: operations['listSystemMessages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/system/messageDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 系统消息详情
     * @description 打开即标为已读，未读消息时会员的 unreadCount 减 1。
     */
    get: operations['getSystemMessageDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/get/invitation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 邀请好友统计 */
    get: operations['getInvitationSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/get/invitation/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 邀请记录（受邀人列表） */
    get: operations['listInvitedUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/user/task/page/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 任务列表（新手任务、日常任务） */
    get: operations['listUserTasks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/updatePersonInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 修改个人主页头像和简介（个人账号）
     * @description 个人账号用本接口，企业账号用 updateMember（id, headurl, info）。成功提示 修改成功。
     */
    post: operations['updatePersonInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/homepage/findCountData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 个人主页计数（粉丝、阅读、点赞、评论、收藏、转发） */
    get: operations['getUserHomeStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/homepage/findMyVisitor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 最近访客 */
    get: operations['listMyVisitors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/homeBannerListConfig': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 首页轮播配置（切换间隔） */
    get: operations['getHomeBannerConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/advertisement/advertisement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 首页广告位 */
    get: operations['listSpaceAdvertisements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/rydtBanner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 首页荣誉殿堂轮播 */
    get: operations['listHonourBanners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/ysUserList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 推荐云尚号 / 活跃用户
     * @description 首页 10 个（seed 2 §9），详情页侧栏活跃用户 10 个（seed 3）；粉丝多者在前。
     */
    get: operations['listRecommendedCreators'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/searchActivityAndSelection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 搜索活动（茶文化节活动与评比评选） */
    post: operations['searchActivities'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/searchYsh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 搜索云尚号（创作者） */
    post: operations['searchCreators'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/personalcenter/getMemberInfoByUserId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 按 userId 读取会员公开信息 */
    get: operations['getMemberInfoByUserId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/toutiao/findToutiaoByCondition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 头条作品列表（信息流、作品管理、作者主页、首页公告）
     * @description Without memberId the published items of every author (the feed, type 4 = the home page's notices); with memberId that author's items: every review state when memberId is the viewer (userId, the creator centre's work management, filtered by authState), only published ones otherwise (the author home). Newest first.
     */
    post: operations['findToutiaoByCondition'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/toutiao/findMyArticleByUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 关注的作者发布的头条（关注信息流） */
    get: operations['findMyArticleByUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/toutiao/touTiaoDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 头条详情
     * @description Counts a read and, for a logged-in viewer, records the browse history. Items under review or rejected are shown to their author only.
     */
    get: operations['touTiaoDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/toutiao/yunshangHaoHomeIndex': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 作者主页（云赏号） */
    get: operations['yunshangHaoHomeIndex'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/toutiao/teaQiList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 茶器列表（首页茶园栏目同用） */
    get: operations['teaQiList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/toutiao/teaQiDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 茶器详情
     * @description The listing with one page of its comments (comment type 10); records the browse history of a logged-in viewer.
     */
    get: operations['teaQiDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/study/video/page/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 学习培训视频列表 */
    get: operations['studyVideoPageList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/study/video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 学习视频详情
     * @description Counts a view and records the browse history of a logged-in viewer.
     */
    get: operations['studyVideoDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/article/labelList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 作品标签列表 */
    get: operations['articleLabelList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/creator/figures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 创作者数据（作品数据、粉丝数据）
     * @description the figures of the logged-in member's works and fans for the last `days` days (today included), computed from the records
     */
    get: operations['getCreatorFigures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/saveArticle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 发布文章
     * @description The article goes to review (authState 0). The server repeats the publish form's rules (seed 2 §5) and answers their message. articleType 2 and 3 are for the designated operator account (yunshang) only.
     */
    post: operations['saveArticle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/updateMyArticle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 修改文章
     * @description Only the author may edit; an edited article goes back to review (authState 0). Source, summary and promotion are not part of this call (seed 2 §7.2) and stay as published.
     */
    post: operations['updateMyArticle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/findArticleById': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 文章详情（编辑回填）
     * @description Counts a read and records the browse history of a logged-in viewer; an article under review or rejected is shown to its author only.
     */
    get: operations['findArticleById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/deleteArticle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 删除文章 */
    get: operations['deleteArticle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/video/saveVideo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 发布视频
     * @description The video goes to review (authState 0).
     */
    post: operations['saveVideo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/video/updateVideo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 修改视频
     * @description Only the author may edit; an edited video goes back to review (authState 0).
     */
    post: operations['updateVideo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/video/findVideoById': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 视频详情
     * @description Counts a view and records the browse history of a logged-in viewer; a video under review or rejected is shown to its author only.
     */
    get: operations['findVideoById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/video/deleteVideo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 删除视频 */
    get: operations['deleteVideo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quiz/saveQuiz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 提问
     * @description The question (5-30 characters, at least one image, the cover one of them) goes to review (authState 0).
     */
    post: operations['saveQuiz'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quiz/updateQuiz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 修改问题
     * @description Only the asker may edit; an edited question goes back to review (authState 0).
     */
    post: operations['updateQuiz'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quiz/findQuizById': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 问题详情
     * @description Counts a view and records the browse history of a logged-in viewer; a question under review or rejected is shown to its asker only.
     */
    get: operations['findQuizById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quiz/deleteQuiz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 删除问题 */
    get: operations['deleteQuiz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quiz/findQuizListByCondition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 问答广场
     * @description Published questions; 1 推荐 (recommended first, then newest), 2 最新 (newest), 3 最热 (most read).
     */
    get: operations['findQuizListByCondition'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quiz/submitAnswer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 回答问题
     * @description Text or at least one image (请输入回答或上传图片), at most three images (图片最多上传三张), on a published question. The answer starts as 0 待评价.
     */
    post: operations['submitAnswer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quiz/findAnswerByQuiz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 问题的回答列表 */
    get: operations['findAnswerByQuiz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quiz/answerUserful': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 评价回答（有用 / 没用）
     * @description A pending answer (status 0) becomes 1 有用 or 2 没用, once. Only the asker sees the buttons (seed 3 §4); the call carries no user id, so the server cannot check it.
     */
    post: operations['markAnswerUseful'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/findCommentByTypeAndId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 评论列表（含回复）
     * @description Top comments newest first, each with its replies (children) oldest first.
     */
    get: operations['findCommentByTypeAndId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/submitComment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 发表评论或回复
     * @description level 0 comments the item joinId; level 1 replies to comment commentId. Refused when the message is empty (您还没有输入内容哟!) or the item has comments closed. Answers 评论成功, or 回复成功 for a reply.
     */
    post: operations['submitComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/deleteMyComment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 删除评论
     * @description The comment's author or the owner of the commented work may delete it; its replies go with it.
     */
    get: operations['deleteMyComment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comment/findCommentListByUserId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的评论 */
    get: operations['findCommentListByUserId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/dolikes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 点赞
     * @description Idempotent; the item's like count is the number of members who like it.
     */
    post: operations['doLikes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/deletelikes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 取消点赞 */
    post: operations['deleteLikes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/doFavorites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 收藏
     * @description Answers 收藏成功; idempotent.
     */
    post: operations['doFavorites'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/deleteFavorites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 取消收藏
     * @description Answers 取消收藏成功.
     */
    post: operations['deleteFavorites'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/findFavorites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 我收藏的文章 / 问答 */
    post: operations['findFavorites'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/doConcern': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 关注作者
     * @description Answers 关注成功; following oneself is refused.
     */
    post: operations['doConcern'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/deleteConcern': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 取消关注 */
    post: operations['deleteConcern'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/findMyConcern': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的关注 */
    get: operations['findMyConcern'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/findConcernForMeData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的粉丝 */
    get: operations['findConcernForMeData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/getReportType': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 举报原因 */
    post: operations['getReportType'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social/submitReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 举报
     * @description At least one known reason (请选择举报原因); one report per member and item. Answers 举报成功，我们会尽快处理.
     */
    post: operations['submitReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/work/page/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 职位列表（招聘列表、首页、侧栏、搜索、我的收藏职位、我的发布职位）
     * @description One call behind every job list. Seed 3 /ysService: type tab, filters jiexinfangshiList and addressList, status=1, page size 5 (side lists 2 or 3). Home page: jobName, type, jingdu, weidu, status. Personal centre (seed 2 §7.1): collectStatus=1 with userId = the member's favourite jobs; userId alone = the member's own jobs (listed and delisted, for the 上架/下架 table).
     */
    post: operations['listJobs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/work/up/down': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * 职位上架/下架
     * @description Seed 2 §4: the 上架/下架 toggle sends the opposite of the current status.
     */
    put: operations['setJobListing'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/work': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 职位详情
     * @description collectStatus is the viewer's (userId) favourite state; opening a detail with a userId records a browse (business type 4).
     */
    get: operations['getJob'];
    /**
     * 修改职位
     * @description Same body as createJob plus the job id; only the member who published the job may change it.
     */
    put: operations['updateJob'];
    /** 发布职位 */
    post: operations['createJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/user/collect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * 取消收藏职位
     * @description Seed 3 §4: collectStatus 1 → 0.
     */
    put: operations['unfavouriteJob'];
    /**
     * 收藏职位
     * @description Seed 3 §4: collectStatus 0 → 1. Favouriting twice keeps one favourite.
     */
    post: operations['favouriteJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/wantBuyList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 求购列表（我要买） */
    get: operations['listWantBuys'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/wantBuyDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 采购详情
     * @description opening it with a userId records a browse (business type 7).
     */
    get: operations['getWantBuy'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/releaseWantBuy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 发布（修改）采购信息
     * @description Form-encoded (seed 3 §7). With an id it changes that purchase request of the member. The answer msg is shown, then the page goes back.
     */
    post: operations['releaseWantBuy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/myWantBuyList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的采购（及采购详情页“该企业其他采购”） */
    get: operations['listMyWantBuys'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/delMyWantBuy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除我的采购 */
    post: operations['deleteMyWantBuy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/sourceGoods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 货源列表（我有货） */
    get: operations['listSourceGoods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/sourceDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 商品详情
     * @description The portal reads data.data (seed 3 §7): the goods sit one level down.
     */
    get: operations['getSourceGoods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/releaseSource': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 发布（修改）商品
     * @description Form-encoded (seed 3 §7). Seed 3 §4/§6: a corporate member publishes directly; an individual needs real-name status 1 (idcardStatus -1 or 2 → verify first, 0 → wait for the review). With an id it changes that goods post of the member.
     */
    post: operations['releaseSourceGoods'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/myRelease': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的发布（货源；商品详情页“他还发布了”） */
    get: operations['listMyReleases'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/delMyRelease': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除我的发布 */
    post: operations['deleteMyRelease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/offer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 报价 / 修改报价
     * @description Query parameters (seed 3 §7). Seed 3 §4: allowed only while the purchase request's isOffer is 1, i.e. offerHaveTime is above 0天. A member has one offer per purchase request: offering again changes it (the 修改报价 modal of /user/myProcure uses the same call). The msg is shown.
     */
    post: operations['makeOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/myOffer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我对一条采购的报价 */
    get: operations['getMyOffer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/myOfferList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的报价 */
    get: operations['listMyOffers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/delMyOffer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 删除我的报价 */
    post: operations['deleteMyOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/showBidder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 报价商家列表 */
    get: operations['listBidders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/purchaseDynamicList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 采购动态 */
    get: operations['listPurchaseDynamics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dzcg/bannerList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 大宗交易轮播图
     * @description the hall sends plattype 0; the banner detail page sends the same plattype and picks the banner by index.
     */
    get: operations['listTradeBanners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loan/apply/loanApply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 茶农贷款申请
     * @description The loan fields go as query parameters (seed 3 §7). A member applies once: a second application answers code 105 (seed 2 §8). Success msg 信息提交成功，线下会有业务人员与您联系，请注意电话接听.
     */
    post: operations['applyForLoan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loan/apply/showLoanApply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 查询贷款申请（是否已申请）
     * @description code 200 = no application yet (data absent); code 105 = already applied, data is the application. The home page and /teaLoanApply call it first.
     */
    get: operations['showLoanApply'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity/getPcActivityList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 茶文化节活动列表（含本企业申请的活动） */
    post: operations['getPcActivityList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity/getActivityDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 茶文化节活动详情
     * @description Opening it with a userId counts a view and records browse history (business type 5). An application not approved (checkStatus 0 or 1) opens only for its applicant; anyone else gets 活动不存在.
     */
    get: operations['getActivityDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity/saveActivity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 申请茶文化节活动
     * @description A new application waits for review (checkStatus 0 待审核). Refusals: the form's conditional rules (请选择报名时间 when enterprises may sign up, 请输入活动链接 for an online activity) and the date rules below.
     */
    post: operations['saveActivity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity/updateActivity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 修改茶文化节活动申请
     * @description Only the applying member may change an application; a changed application goes back to review (checkStatus 0).
     */
    post: operations['updateActivity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/tea/culture/festival/activity/vouchers/page/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 我的入场券 */
    get: operations['listMyVouchers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/yscy/tea/culture/festival/activity/vouchers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * 入场券打卡
     * @description Once per voucher, while the activity is running (status 3). Success msg: 打卡成功.
     */
    put: operations['checkInVoucher'];
    /**
     * 领取电子入场券
     * @description One voucher per member and activity, for an approved offline activity (type 2) while it is signing up (status 2) and vouchers remain (number = capacity). Success msg: 领取成功，可在个人中心入场券中查看.
     */
    post: operations['claimVoucher'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity/getActivityEnterpriseList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 活动展商列表 */
    post: operations['getActivityEnterpriseList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity/signUp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 展商报名
     * @description Only while the activity is signing up (status 2), approved and open to enterprises (enterpriseIsJoin 1); once per member. Success msg: 报名成功.
     */
    post: operations['activitySignUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/selection/activity/getActivityList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 评比评选列表 */
    post: operations['getContestList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/selection/activity/getActivityDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 评比评选详情
     * @description Opening it with a userId records browse history (business type 6).
     */
    get: operations['getContestDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/selection/activity/saveActivityPeople': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 评选报名（参赛）
     * @description Only while the contest is signing up (status 2, from signUpStartTime); once per member and contest. Success msg: 报名成功.
     */
    post: operations['saveContestant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/selection/activity/getActivityPeopleList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 参赛选手列表（投票） */
    post: operations['getContestantList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/selection/activity/saveVote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 为选手投票
     * @description Seed 3 documents the same call as query parameters (contestant list) and as a JSON body (contestant detail): both are accepted, the body winning where both carry a field; the typed client sends the query form. One vote per member and contestant, only while the contest is voting (status 3). Success msg: 投票成功.
     */
    post: operations['saveVote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/selection/activity/getPeoPleRank': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 评选排名
     * @description score = 观众投票分 × 0.4 + 专家评分 × 0.6 (seed 3 §9), both on a 10 scale.
     */
    post: operations['getContestRanking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/selection/activity/getDetailById': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 选手详情 */
    post: operations['getContestantDetail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rydt/rydtList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 荣誉殿堂人物列表 */
    get: operations['getHonourList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rydt/rtdtDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 荣誉人物详情（含评论）
     * @description Spelled rtdt as seed 3 writes it (rydt elsewhere). contentEntityList is one page (pageIndex, pageSize) of the comments, newest first, with their replies; contentCount counts the top comments.
     */
    get: operations['getHonourDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rydt/rydtDetailList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 同领域名人
     * @description the other people of the same category as `id`
     */
    get: operations['getHonourSameFieldList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cjfw/myLikeExpert': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 我收藏的专家
     * @description the experts the member favourited (doFavorites type 4), newest favourite first
     */
    get: operations['myLikeExpert'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cjfw/expertList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 茶技专家列表 */
    get: operations['getExpertList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cjfw/expertDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 专家详情（评分、标签、评论）
     * @description contentEntityList is one page (pageIndex, pageSize; 3 on the page) of the comments, newest first, with their replies.
     */
    get: operations['getExpertDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cjfw/expertLabelList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 专家评论标签 */
    get: operations['getExpertLabelList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cjfw/expertContent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 评论专家 / 荣誉人物，回复评论
     * @description expertId is an expert's or (honour hall) an honour person's id. A top comment on an expert carries star (1-5, default 1) and at least one label; an honour comment or any reply has neither. contentId is '' for a top comment, the parent comment's id for a reply; toMemberId the parent author. Success msg: 评论成功; refusals 您还没有输入内容哟! and 请选择评论标签.
     */
    post: operations['saveExpertContent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cjfw/contentDetailList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 专家咨询聊天记录
     * @description Every message between the two members, oldest first; the messages to memberid are marked read.
     */
    get: operations['getConsultingHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cjfw/contentNewDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 专家咨询新消息（每 2 秒轮询）
     * @description The messages after lastId in the conversation; without lastId, the unread messages to memberid. Either way the messages to memberid are then marked read, so the next poll answers only what arrived since.
     */
    get: operations['getConsultingNew'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cjfw/consultingService': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 发送专家咨询消息
     * @description content 1 图片 (memberContent is the uploaded image path), 2 文字. Refusals: 请输入要发送的消息 (empty), 请上传图片正确格式 (an image path that is not gif/jpg/jpeg/png/bmp). The sandbox stands in for the expert: the first message of a day in a conversation gets an automatic acknowledgement.
     */
    post: operations['sendConsulting'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/homeNotice/noticeList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 公告列表 */
    get: operations['getNoticeList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/homeNotice/noticeDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 公告详情 */
    get: operations['getNoticeDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Envelope: {
      /** @description 200, "200" or (older endpoints) 1 is success; anything else shows msg */
      code: number | string;
      msg?: string;
    };
    /**
     * @description 0 个人, 1 法人（企业）
     * @enum {integer}
     */
    IsCompany: 0 | 1;
    Id: string;
    Phone: string;
    SmsCode: string;
    PersonalRegistration: {
      realName?: string;
      identity: string;
      phone: components['schemas']['Phone'];
      code: components['schemas']['SmsCode'];
      password: string;
      newPassword: string;
      /** @description 注册来源 */
      source?: string;
      /** @description 邀请人 id（/grReg?invitationId=…） */
      invitationId?: string;
      /** @description md5 signature (see x-autograph) */
      autograph?: string;
    };
    LoginSession: {
      id: string;
      username: string;
      /** @description chat-service signature */
      usersig: string;
      ticket: string;
      /** @description token for the second request client */
      token: string;
      isCompany: components['schemas']['IsCompany'];
      idcardStatus: components['schemas']['IdcardStatus'];
    };
    /**
     * @description 1 已实名, 0 审核中, -1 未实名, 2 已驳回
     * @enum {integer}
     */
    IdcardStatus: -1 | 0 | 1 | 2;
    MemberDetail: {
      id: string;
      nickname: string;
      realName?: string;
      headurl?: string;
      phone: string;
      integral?: number;
      collectNum?: number;
      fansNum?: number;
      unreadCount?: number;
      idcardStatus: components['schemas']['IdcardStatus'];
      isCompany: components['schemas']['IsCompany'];
      company?: string;
      creditCode?: string;
      birthday?: string;
      sex?: string;
      identity?: string;
      info?: string;
      /** @description province,city,district */
      address?: string;
      idcardRealName?: string;
      idcardNo?: string;
      idcardPositivePic?: string;
      idcardBackPic?: string;
    };
    Advertisement: {
      /** @description image address */
      advertisementConnection: string;
      advertisementName: string;
    };
    /** @description 居民身份证号：18 位（地区码、出生日期、顺序码，末位校验码可为 X 或 x）或 15 位旧号（seed 1 §5） */
    IdCardNo: string;
    UploadedFile: {
      /** @description where the stored file is served (the sandbox answers /__sandbox/uploads/<name>); usable in an <img> and sent as-is in later payloads */
      filePath: string;
    };
    SignInfo: {
      /** @description 连续签到天数；漏签一天后归 0。签到日历的位置 = 该值 % 7 */
      continuousSignInDay: number;
      /**
       * @description 1 今日已签到（按钮置灰，显示已签到）, 0 今日未签到（spelling as documented）
       * @enum {integer}
       */
      sginStatus: 0 | 1;
      /** @description 会员当前积分 */
      integral: number;
    };
    SignRule: {
      id: string;
      /** @description 连续签到第几天 */
      day: number;
      /** @description 当天签到获得的积分 */
      integral: number;
    };
    MemberLabel: {
      id: string;
      name: string;
      /**
       * @description 1 本会员已选（会员类别：本会员所属）, 0 未选
       * @enum {integer}
       */
      status: 0 | 1;
    };
    /** @description spelling `Lables` as documented */
    MemberLabels: {
      /** @description 身份标签（会员可选） */
      identityLables: components['schemas']['MemberLabel'][];
      /** @description 会员类别：普通用户, 企业, 个人, 企业管理员（由账号决定，不可选） */
      memberLables: components['schemas']['MemberLabel'][];
      /** @description 从业标签（会员可选） */
      workLables: components['schemas']['MemberLabel'][];
    };
    /**
     * @description 1 企业, 3 企业子账号（副操作员，看到所属企业的认证）, 其他（2）个人
     * @enum {integer}
     */
    VerificationType: 1 | 2 | 3;
    /**
     * @description 0 待审核, 1 已通过, 2 已驳回（checkRemarks 为驳回原因，可修改后重新提交）
     * @enum {integer}
     */
    CheckStatus: 0 | 1 | 2;
    VerificationSummary: {
      id: string;
      /** @description 认证称号（个人认证：姓名 / 企业认证：企业名称） */
      attestation: string;
      /** @description 个人简介（个人认证） */
      personInfo?: string;
      /** @description 企业简介（企业认证） */
      companyInfo?: string;
      checkStatus: components['schemas']['CheckStatus'];
    };
    /** @description what the creator-verification page needs to pick its step */
    UserState: {
      type: components['schemas']['VerificationType'];
      /** @description the member's personal verification; absent when none was submitted */
      person?: components['schemas']['VerificationSummary'];
      /** @description the enterprise verification (a sub-user sees its enterprise's); absent when none was submitted */
      enterprise?: components['schemas']['VerificationSummary'];
    };
    TeaPersonFields: {
      userId: components['schemas']['Id'];
      /** @description 用户名 */
      name: string;
      /** @description 身份证号 */
      idCardNo: string;
      /** @description 简介，10 到 30 个字 */
      personInfo: string;
      /** @description 头像（上传得到的 filePath） */
      headPic: string;
      /** @description 手持身份证照片（filePath） */
      idCardPic: string;
    };
    TeaEnterpriseFields: {
      userId: components['schemas']['Id'];
      /** @description 用户名 */
      name: string;
      /** @description 法人身份证号 */
      idCardNo: string;
      /** @description 简介，10 到 30 个字 */
      companyInfo: string;
      /** @description 头像（filePath） */
      headPic: string;
      /** @description 手持身份证照片（filePath） */
      idCardPic: string;
      companyName: string;
      /** @description 营业执照（filePath） */
      licenseFile: string;
      province?: string;
      city?: string;
      county?: string;
      /** @description 详细地址 */
      address: string;
    };
    TeaPersonVerification: {
      id: string;
      userId: string;
      type: components['schemas']['VerificationType'];
      name: string;
      idCardNo: string;
      attestation: string;
      personInfo: string;
      headPic: string;
      idCardPic: string;
      checkStatus: components['schemas']['CheckStatus'];
      /** @description 驳回原因 */
      checkRemarks?: string;
    };
    TeaEnterpriseVerification: {
      id: string;
      /** @description the enterprise (legal-person) account, also when a sub-user reads it */
      userId: string;
      type: components['schemas']['VerificationType'];
      name: string;
      idCardNo: string;
      attestation: string;
      companyInfo: string;
      headPic: string;
      idCardPic: string;
      companyName: string;
      licenseFile: string;
      province?: string;
      city?: string;
      county?: string;
      address: string;
      checkStatus: components['schemas']['CheckStatus'];
      /** @description 驳回原因 */
      checkRemarks?: string;
    };
    /**
     * @description 1 有该权限, 0 无
     * @enum {integer}
     */
    PermissionFlag: 0 | 1;
    DeputyFields: {
      /** @description 企业（法人账号）id */
      enterpriseId: components['schemas']['Id'];
      name: string;
      /** @description seed 1 §5 checks only 18 characters for deputy operators */
      idCardNo: string;
      /** @description 11 位、1 开头（seed 1 §5）；也是副操作员的登录账号 */
      phone: string;
      /** @description 职位招聘 */
      isWork: components['schemas']['PermissionFlag'];
      /** @description 头条资讯 */
      isToutiao: components['schemas']['PermissionFlag'];
      /** @description 茶文化节活动申请 */
      isActivity: components['schemas']['PermissionFlag'];
    };
    DeputyOperator: {
      id: string;
      enterpriseId: string;
      name: string;
      idCardNo: string;
      phone: string;
      /** @description names of the granted permissions (职位招聘, 头条资讯, 茶文化节活动申请); spelling as documented */
      lables: string[];
      isWork: components['schemas']['PermissionFlag'];
      isToutiao: components['schemas']['PermissionFlag'];
      isActivity: components['schemas']['PermissionFlag'];
      /**
       * @description 0 待激活 (added, no login until the phone's owner logs in by SMS code), 1 已激活 (labels: deputyStatus in spec/display.yaml)
       * @enum {integer}
       */
      status: 0 | 1;
    };
    Banner: {
      id: string;
      /**
       * @description 1 图片轮播, 2 活动推广（同样以图片展示）
       * @enum {integer}
       */
      type: 1 | 2;
      /**
       * @description 0 不跳转, 1 外部链接（content 为网址）, 2 单点登录（按 srswType 调 toSrswUrl）, 3 图文详情（/contentDetail?index，content 为 HTML）
       * @enum {integer}
       */
      jumpType: 0 | 1 | 2 | 3;
      /** @description 单点登录目标，jumpType 2 时有值 */
      srswType?: number;
      content?: string;
      picUrl: string;
    };
    CustomerService: {
      pic: string;
      name: string;
      phone: string;
    };
    GuideEntry: {
      id: string;
      /** @description /newGuide?name=… selects the entry with this code: sfrz 身份认证, ttfb 头条发布, … */
      code: string;
      name: string;
      /** @description server HTML */
      content: string;
    };
    SiteLink: {
      id: string;
      name: string;
      url: string;
    };
    /** @description 积分类型（seed 2 §3）: 1 新手欢迎奖励, 2 设置头像, 3 设置昵称, 4 完善个人信息, 5 每日登录, 6 每日签到任务, 7 邀请好友, 8 发布职位, 9 发布交易信息, 10 发布视频, 11 浏览视频, 12 茶技咨询, 13 浏览资讯, 14 发布头条, 15 填写评论, 16 连续签到奖励 */
    PointsType: number;
    /** @description 积分记录 */
    ScoreRecord: {
      id: string;
      type: components['schemas']['PointsType'];
      /** @description 获得的积分（列表显示为 +score） */
      score: number;
      /** @description yyyy-MM-dd HH:mm:ss */
      createTime: string;
    };
    /** @description 活动卡片（收藏的活动、活动搜索结果）：茶文化节活动或评比评选 */
    ActivityCard: {
      id: string;
      name: string;
      coverPic?: string;
      /**
       * @description 0 评比评选（/pbSelection/detail）, 1 茶文化节活动（/chaCulture/hddetail）
       * @enum {integer}
       */
      tag: 0 | 1;
      /** @description 茶文化节活动 1 或 2（seed 2 §3 Activity） */
      type?: number;
      /**
       * @description 2 报名中, 3 进行中, 4 已结束（随日期推移，与活动、评选详情一致）
       * @enum {integer}
       */
      status?: 2 | 3 | 4;
      sponsor?: string;
      address?: string;
      signUpStartTime?: string;
      signUpEndTime?: string;
      startTime?: string;
      endTime?: string;
    };
    /** @description 业务类型: 1 文章, 2 问答, 3 视频, 4 职位, 5 茶文化节活动, 6 评比评选活动, 7 求购信息（可报价）, 8 占位 */
    BrowseType: number;
    /** @description 浏览记录（打开详情页时记录） */
    BrowseRecord: {
      id: string;
      type: components['schemas']['BrowseType'];
      /** @description 被浏览内容的 id（详情页的 query id） */
      businessId: string;
      title: string;
      /** @description 封面图，可为空 */
      cover?: string;
      /** @description 摘要（求购显示采购量等） */
      summary?: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      createTime: string;
      /** @description yyyy-MM-dd，按日期分组 */
      browseDate: string;
    };
    /**
     * @description 0 村长, 1 组长, 2 茶农
     * @enum {integer}
     */
    SubMemberRole: 0 | 1 | 2;
    /** @description 下级成员（茶园主添加的村长、组长、茶农） */
    SubMember: {
      id: string;
      /** @description 所属茶园主（茶企）的会员 id */
      cqId: string;
      /** @description 添加人的会员 id */
      userId?: string;
      role: components['schemas']['SubMemberRole'];
      name: string;
      phone: string;
      /** @description 所在村名称 */
      cun: string;
      /** @description 所属村长（下级成员 id，组长与茶农有） */
      cunId?: string;
      /** @description 所属组长（下级成员 id，茶农有） */
      groupId?: string;
      /** @description 加入时间 yyyy-MM-dd HH:mm:ss */
      createTime: string;
    };
    /** @description 系统消息 */
    SystemMessage: {
      id: string;
      title: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      crtTime: string;
      /**
       * @description 0 未读（显示红点）, 1 已读
       * @enum {integer}
       */
      isRead: 0 | 1;
      /** @description server HTML（详情返回；列表不带） */
      content?: string;
    };
    /** @description 邀请统计 */
    InvitationSummary: {
      /** @description 已邀请人数 */
      people: number;
      /** @description 邀请累计获得积分 */
      sumIntegral: number;
      /** @description 每邀请一位好友获得的积分（由服务端规定） */
      integral: number;
    };
    /** @description 受邀人 */
    Invitee: {
      id: string;
      headurl?: string;
      realName?: string;
      nickname: string;
      /** @description 手机号，第4-7位打码 */
      phone: string;
      fourCount: number;
      /** @description 注册时间 */
      createTime?: string;
    };
    /** @description 任务 */
    UserTask: {
      id: string;
      taskName: string;
      score: number;
      /** @description 0 可领取（未完成）, 1 已完成 */
      status: number;
      /**
       * @description 0 新手任务, 1 日常任务
       * @enum {integer}
       */
      type: 0 | 1;
      pointsType?: components['schemas']['PointsType'];
      /** @description 点击领取时前往的路由路径；为空时提示 暂未开放 */
      path?: string;
    };
    /** @description 创作者数据：每日数字、期间合计与粉丝性别 */
    CreatorFigures: {
      days: {
        /** @description MM-dd, China time */
        date: string;
        /** @description 阅读量 */
        reads: number;
        /** @description 粉丝阅读量（读者当时已关注） */
        fanReads: number;
        /** @description 点赞量（仍在的点赞） */
        likes: number;
        /** @description 评论量（评论与回答） */
        comments: number;
        /** @description 收藏量（仍在的收藏） */
        favourites: number;
        /** @description 当日结束时的粉丝数 */
        fans: number;
        /** @description 新增粉丝 */
        newFans: number;
        /** @description 取关粉丝 */
        lostFans: number;
      }[];
      totals: {
        reads: number;
        fanReads: number;
        likes: number;
        comments: number;
        favourites: number;
        /** @description 现在的粉丝数（与个人主页相同） */
        fans: number;
        /** @description 新增减取关 */
        fansChange: number;
        newFans: number;
        lostFans: number;
        /** @description fans who read, liked, commented on or favourited one of the works in the period */
        activeFans: number;
      };
      /** @description the fans by the sex on their profile, in per cent (rounded); all 0 without fans */
      gender: {
        male: number;
        female: number;
        unknown: number;
      };
    };
    /** @description 个人主页六个计数 */
    UserHomeStats: {
      fans_num: number;
      view_num: number;
      like_num: number;
      comment_num: number;
      favorites_num: number;
      forward_num?: number;
    };
    /** @description 最近访客 */
    Visitor: {
      userId: string;
      headurl?: string;
      nickname: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      visitTime: string;
    };
    /** @description 广告位中的一条广告（首页广告位 1, 10, 11, 12） */
    SpaceAdvertisement: {
      id: string;
      advertisementName: string;
      /** @description 点击跳转地址 */
      advertisementConnection: string;
      /** @description 素材图片地址 */
      sourceMaterial: string;
      /** @description 非空时由 /api/srsw/toSrswUrl 按此 type 取跳转地址 */
      srswType?: number;
    };
    /** @description 首页荣誉殿堂轮播 */
    HonourBanner: {
      id: string;
      name: string;
      /** @description 称号 */
      title?: string;
      picUrl: string;
      /**
       * @description 1 工艺大师, 2 制茶大师, 3 领军人物
       * @enum {integer}
       */
      type: 1 | 2 | 3;
    };
    /** @description 推荐云尚号 / 活跃用户 */
    RecommendedCreator: {
      userId: string;
      memberHeadPic?: string;
      memberNickName: string;
      fansNum: number;
      /**
       * @description 1 当前会员已关注
       * @enum {integer}
       */
      isFollow: 0 | 1;
      info?: string;
    };
    /** @description 按 userId 读取的会员公开信息（他人可见） */
    MemberInfo: {
      id: string;
      nickname: string;
      headurl?: string;
      info?: string;
      isCompany: components['schemas']['IsCompany'];
      idcardStatus?: components['schemas']['IdcardStatus'];
      fansNum: number;
      /**
       * @description 1 memberId 已关注该会员
       * @enum {integer}
       */
      isFollow: 0 | 1;
    };
    /**
     * @description 1 文章, 2 视频, 3 问答, 4 公告（首页）
     * @enum {integer}
     */
    ToutiaoType: 1 | 2 | 3 | 4;
    /**
     * @description 0 审核中, 1 已发布, 2 未通过（显示 authRemark 驳回原因）
     * @enum {integer}
     */
    AuthState: 0 | 1 | 2;
    /**
     * @description 0 否, 1 是（收藏、点赞、关注等开关）
     * @enum {integer}
     */
    OnOff: 0 | 1;
    /**
     * @description 评论对象 1 文章, 2 视频, 3 问答, 4 评比, 5 活动, 6 参赛作品, 7 学习视频, 8 荣誉殿堂, 9 回答（我的评论里的我的回答）, 10 茶器
     * @enum {integer}
     */
    CommentType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
    /** @description 相关文章卡片（详情页的 articleEntities） */
    ArticleCard: {
      id: string;
      title: string;
      /**
       * @description 1 单图, 2 三图, 3 无封面
       * @enum {integer}
       */
      covertype: 1 | 2 | 3;
      /**
       * @description 1 左文右图, 2 上文下图
       * @enum {integer}
       */
      showtype: 1 | 2;
      /** @description seed 3 writes the card's coveres as a list (the feed item's is a comma string) */
      coveres: string[];
      memberHeadPic: string;
      memberNickName: string;
      laiYuan?: string;
      commentNum: number;
      /** @description 多久以前，如 3小时前 */
      befortime: string;
    };
    /** @description 头条作品：创作中心的作品列表项、头条信息流条目与详情（文章、视频、问答、公告） */
    Toutiao: {
      id: string;
      type: components['schemas']['ToutiaoType'];
      /** @description 标题；问答为问题内容 */
      title: string;
      /** @description 文章摘要 */
      articleDescribe?: string;
      /** @description 纯文本摘录；问答为最新一条回答的内容 */
      content?: string;
      /** @description 正文 HTML（问答为问题内容） */
      details?: string;
      /**
       * @description 1 茶叶头条, 2 政府政策, 3 金融政策
       * @enum {integer}
       */
      articleType?: 1 | 2 | 3;
      /** @description 封面图，逗号分隔 */
      coveres?: string;
      /**
       * @description 1 单图, 2 三图, 3 无封面
       * @enum {integer}
       */
      covertype?: 1 | 2 | 3;
      /**
       * @description 1 左文右图, 2 上文下图
       * @enum {integer}
       */
      showtype?: 1 | 2;
      /** @description 问答图片，逗号分隔 */
      pictures?: string;
      /** @description 列表用的首图（封面、视频封面或问答首图） */
      poster?: string;
      video?: string;
      /** @description 视频封面 */
      coverurl?: string;
      /**
       * @description 视频 1 横屏, 2 竖屏
       * @enum {integer}
       */
      showType?: 1 | 2;
      /** @description 标签名，逗号分隔 */
      label?: string;
      /** @description 文章来源 */
      laiYuan?: string;
      /** @description 作者 id */
      userId: string;
      memberHeadPic: string;
      memberNickName: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      crtTime: string;
      /** @description 多久以前，如 3小时前 */
      befortime: string;
      authState: components['schemas']['AuthState'];
      /** @description 驳回原因（authState 2） */
      authRemark?: string;
      /** @description 阅读数 */
      concernNum: number;
      /** @description 阅读数（同 concernNum） */
      views: number;
      /** @description 点赞数 */
      likes: number;
      /** @description 评论数（问答为回答数） */
      commentNum: number;
      /** @description 收藏数 */
      favoritesNum: number;
      isLike: components['schemas']['OnOff'];
      /** @description 当前用户已点赞 */
      isFabulous: components['schemas']['OnOff'];
      /** @description 当前用户已关注作者 */
      isFollow: components['schemas']['OnOff'];
      /** @description 当前用户已收藏 */
      isFavorites: components['schemas']['OnOff'];
      /** @description 1 已关闭评论（隐藏评论框与回复） */
      commentIsDisable: components['schemas']['OnOff'];
      /**
       * @description 0 无, 1 店铺, 2 商品
       * @enum {integer}
       */
      promotionType?: 0 | 1 | 2;
      promotionName?: string;
      promotionLink?: string;
      /** @description 元 */
      promotionPrice?: string;
      /** @description 相关文章（仅详情） */
      articleEntities?: components['schemas']['ArticleCard'][];
    };
    /** @description 作者信息；企业会员带 enterprise，个人会员带 person */
    AuthorMember: {
      id: string;
      nickname: string;
      headurl: string;
      isCompany: components['schemas']['IsCompany'];
      person?: {
        headPic: string;
        personInfo: string;
      };
      enterprise?: {
        headPic: string;
        companyInfo: string;
      };
    };
    /** @description 文章详情（编辑回填与阅读） */
    Article: {
      id: string;
      title: string;
      laiYuan: string;
      articleDescribe?: string;
      /** @description 标签名，逗号分隔 */
      label: string;
      /** @description 正文 HTML */
      details: string;
      /**
       * @description 1 单图, 2 三图, 3 无封面
       * @enum {integer}
       */
      covertype: 1 | 2 | 3;
      /**
       * @description 1 左文右图, 2 上文下图
       * @enum {integer}
       */
      showtype: 1 | 2;
      /** @description 逗号分隔 */
      coveres: string;
      /**
       * @description 0 允许评论, 1 关闭评论
       * @enum {integer}
       */
      iscloseComment: 0 | 1;
      /**
       * @description 1 茶叶头条, 2 政府政策, 3 金融政策
       * @enum {integer}
       */
      articleType: 1 | 2 | 3;
      /**
       * @description 0 无, 1 店铺, 2 商品
       * @enum {integer}
       */
      promotionType: 0 | 1 | 2;
      promotionName?: string;
      promotionLink?: string;
      /** @description 元，最多一位小数 */
      promotionPrice?: string;
      authState: components['schemas']['AuthState'];
      authRemark?: string;
      crtTime: string;
      commentNum: number;
      member: {
        headurl: string;
        nickname: string;
      };
    };
    /** @description 视频详情（编辑回填与播放页） */
    Video: {
      id: string;
      title: string;
      /** @description 标签名，逗号分隔 */
      label: string;
      video: string;
      coverurl: string;
      /**
       * @description 1 横屏, 2 竖屏
       * @enum {integer}
       */
      showType: 1 | 2;
      authState: components['schemas']['AuthState'];
      authRemark?: string;
      crtTime: string;
      befortime?: string;
      commentNum: number;
      likes: number;
      views: number;
      /** @description 当前用户已关注作者 */
      isConcern: components['schemas']['OnOff'];
      isFabulous: components['schemas']['OnOff'];
      isFavorites: components['schemas']['OnOff'];
      member: components['schemas']['AuthorMember'];
    };
    /** @description 问题详情（编辑回填与问答详情） */
    Quiz: {
      id: string;
      /** @description 同 id */
      quizId: string;
      /** @description 问题内容 */
      details: string;
      /** @description 封面（pictures 之一） */
      cover: string;
      /** @description 逗号分隔 */
      pictures: string;
      views: number;
      likes: number;
      /** @description 回答数 */
      commentNum: number;
      isFavorites: components['schemas']['OnOff'];
      isFabulous: components['schemas']['OnOff'];
      /** @description 当前用户已关注提问者 */
      isFollow?: components['schemas']['OnOff'];
      /** @description 提问者；只有提问者能评价回答 */
      userId: string;
      memberHeadPic: string;
      memberNickName: string;
      crtTime: string;
      befortime: string;
      authState: components['schemas']['AuthState'];
      authRemark?: string;
    };
    QuizAnswer: {
      id: string;
      quizId: string;
      details: string;
      /** @description 回答图片，逗号分隔 */
      file: string;
      /**
       * @description 0 待评价, 1 有用, 2 没用
       * @enum {integer}
       */
      status: 0 | 1 | 2;
      /** @description 当前用户已关注回答者 */
      isConcern: components['schemas']['OnOff'];
      islike: components['schemas']['OnOff'];
      likes: number;
      forwardNum: number;
      commentNum: number;
      userId: string;
      memberHeadPic: string;
      memberNickName: string;
      /** @description 多久以前（拼写如文档） */
      beforTime: string;
      crtTime: string;
    };
    /** @description 评论；children 为回复（同结构，level 1） */
    Comment: {
      id: string;
      joinId: string;
      type: components['schemas']['CommentType'];
      /**
       * @description 0 评论, 1 回复
       * @enum {integer}
       */
      level: 0 | 1;
      /** @description 回复所属的评论 */
      commentId?: string;
      userId: string;
      message: string;
      username: string;
      /** @description 头像 */
      userurl: string;
      likes: number;
      islike: components['schemas']['OnOff'];
      befortime: string;
      crtTime: string;
      children: components['schemas']['Comment'][];
    };
    /** @description 我的评论 */
    MyComment: {
      id: string;
      type: components['schemas']['CommentType'];
      joinId: string;
      /** @description 被评论内容的标题 */
      title: string;
      message: string;
      /** @description 评论或回复谁，如 回复 @茶友小王 */
      remark: string;
      /** @description 拼写如文档 */
      crt_time: string;
    };
    /** @description 我的关注 / 我的粉丝 */
    ConcernMember: {
      userId: string;
      /** @description 未设置头像时不返回 */
      memberHeadPic?: string;
      memberNickName: string;
      info?: string;
      fansNum: number;
      /** @description 当前用户已关注此人 */
      isFollow: components['schemas']['OnOff'];
    };
    /** @description 作者主页（云赏号） */
    AuthorHome: {
      id: string;
      nickname: string;
      headurl: string;
      isCompany: components['schemas']['IsCompany'];
      idcardStatus: components['schemas']['IdcardStatus'];
      person?: {
        headPic: string;
        personInfo: string;
      };
      enterprise?: {
        headPic: string;
        companyInfo: string;
      };
      isConcern: components['schemas']['OnOff'];
      /** @description 已发布作品数 */
      touTiaoCount: number;
      /** @description 关注数 */
      followCount: number;
      /** @description 粉丝数 */
      fansCount: number;
      /** @description 作品获赞数 */
      praisedCount: number;
    };
    Label: {
      id: string;
      labelName: string;
    };
    ReportType: {
      id: string;
      text: string;
    };
    /** @description 学习培训视频 */
    StudyVideo: {
      id: string;
      title: string;
      video: string;
      coverurl: string;
      createTime: string;
      commentNum: number;
      /** @description 简介 HTML */
      details: string;
      /** @description 当前用户已收藏 */
      isLike: components['schemas']['OnOff'];
      /** @description 当前用户已点赞 */
      isFabulous: components['schemas']['OnOff'];
      likes: number;
      views: number;
    };
    /** @description 茶器（茶具）店铺条目 */
    TeaQi: {
      id: string;
      name: string;
      pic: string;
      crtTime: string;
      address: string;
      /** @description 完整号码；列表中由页面打码显示 */
      phone: string;
      /** @description 纬度 */
      weiDu: number;
      /** @description 经度 */
      jingDu: number;
      introduce: string;
      /** @description 当前用户已收藏 */
      isLike: components['schemas']['OnOff'];
      /** @description 当前用户已点赞 */
      isFabulous: components['schemas']['OnOff'];
      /** @description 当前用户已关注店主 */
      isFollow: components['schemas']['OnOff'];
      /** @description 评论数 */
      contentCount: number;
      /** @description 店主的会员 id（私信的对象） */
      memberId?: string;
    };
    TeaQiDetail: components['schemas']['TeaQi'] & {
      /** @description 评论（评论对象 10；按 pageIndex、pageSize 分页，总数为 contentCount） */
      contentEntityList: components['schemas']['Comment'][];
    };
    /** @description 职位 (seed 3 §3 job posting, seed 2 §3 job, seed 1 favourite job) */
    Job: {
      id: string;
      /** @description 标题（我的发布表格） */
      title: string;
      /** @description 职位名称, tags joined by / */
      jobName: string;
      /** @description 发布者 */
      userId: string;
      /**
       * @description 1 急招, 0 否
       * @enum {integer}
       */
      jzStatus: 0 | 1;
      /**
       * @description 结薪方式: 0 日清, 1 周清, 2 月结, 3 完工结算
       * @enum {integer}
       */
      jiexinfangshi: 0 | 1 | 2 | 3;
      jiexinfangshiName: string;
      /** @description 薪资（元）; absent when negotiable */
      xinzi?: number;
      /**
       * @description 1 面议, 0 按 xinzi
       * @enum {integer}
       */
      xinziStatus: 0 | 1;
      /**
       * @description 薪资单位: 1 元/天, 0 元/月
       * @enum {integer}
       */
      xinziType: 0 | 1;
      /** @description 招聘人数 */
      number: number;
      /**
       * @description 经验: 0 不限, 1 1年以下, 2 1-2年, 3 3-5年, 4 5年以上
       * @enum {integer}
       */
      workYear: 0 | 1 | 2 | 3 | 4;
      workYearName: string;
      /** @description 用工开始日期 yyyy-MM-dd; absent when starting immediately */
      ygkssj?: string;
      /** @description 用工结束日期 yyyy-MM-dd; absent when starting immediately */
      ygjssj?: string;
      /**
       * @description 1 随时上岗, 0 按用工日期
       * @enum {integer}
       */
      shanggangStatus: 0 | 1;
      province?: string;
      city?: string;
      district: string;
      /** @description 详细地址 */
      address: string;
      /** @description 经度 */
      jingdu?: number;
      /** @description 纬度 */
      weidu?: number;
      contactName: string;
      /** @description full number (revealed by 查看电话) */
      contactPhone: string;
      /** @description masked: first 3 digits, ****, then from the 8th digit (seed 1 §3 favourite job). Seed 3 also says "the last 4": for an 11-digit number both readings give the same text. */
      contactPhone_hide: string;
      /** @description 工作描述 */
      gzDescribe?: string;
      /** @description 茶园名称 */
      chayuanName: string;
      /** @description 茶园介绍（文字） */
      xxjs?: string;
      /**
       * @description 食宿: 0 包吃, 1 包住, 2 包吃住, 3 不包
       * @enum {integer}
       */
      foodHomeType: 0 | 1 | 2 | 3;
      foodHomeTypeName: string;
      /** @description 茶园介绍图片 */
      yscyWorkImageEntities: components['schemas']['JobImage'][];
      /**
       * @description 1 = the viewer (userId) has favourited it
       * @enum {integer}
       */
      collectStatus: 0 | 1;
      /** @description km from jingdu/weidu of the request, one decimal; only when the request gives a coordinate */
      distance?: number;
      /**
       * @description 1 已上架, 0 已下架
       * @enum {integer}
       */
      status: 0 | 1;
      /** @description 发布时间 yyyy-MM-dd HH:mm:ss */
      crtTime: string;
    };
    JobImage: {
      /** @description image address (from the upload call) */
      image: string;
    };
    /** @description The publish / edit job payload (seed 3 /ysService/pubjob). Pay is required unless negotiable (xinziStatus 1); the work dates unless starting immediately (shanggangStatus 1). The start date may not be earlier than yesterday and the end date not before the start date (the sandbox refuses with 用工开始时间不能早于昨天 / 用工结束时间不能早于开始时间, texts assumed: the seed only blocks those dates in the picker). */
    JobInput: {
      /** @description 发布者 */
      userId: components['schemas']['Id'];
      title?: string;
      /** @description 职位名称, tags joined by / */
      jobName: string;
      /**
       * @default 0
       * @enum {integer}
       */
      jzStatus: 0 | 1;
      /** @enum {integer} */
      jiexinfangshi: 0 | 1 | 2 | 3;
      xinzi?: number;
      /**
       * @default 0
       * @enum {integer}
       */
      xinziStatus: 0 | 1;
      /**
       * @default 1
       * @enum {integer}
       */
      xinziType: 0 | 1;
      number: number;
      /**
       * @default 0
       * @enum {integer}
       */
      workYear: 0 | 1 | 2 | 3 | 4;
      ygkssj?: string;
      ygjssj?: string;
      /**
       * @default 0
       * @enum {integer}
       */
      shanggangStatus: 0 | 1;
      province?: string;
      city?: string;
      district?: string;
      /** @description 详细地址 (the map pick fills it, the publisher may refine it) */
      address: string;
      /** @description 工作地点经度 (map pick) */
      jingdu: number;
      /** @description 工作地点纬度 (map pick) */
      weidu: number;
      contactName: string;
      /** @description no format check (seed 3 §5) */
      contactPhone: string;
      gzDescribe: string;
      chayuanName: string;
      xxjs?: string;
      /**
       * @default 3
       * @enum {integer}
       */
      foodHomeType: 0 | 1 | 2 | 3;
      yscyWorkImageEntities: components['schemas']['JobImage'][];
    } & (unknown & unknown);
    JobCollect: {
      jobId: string;
      userId: components['schemas']['Id'];
    };
    /** @description 采购（求购）信息 (seed 3 §3 purchase request; seed 2 §3 want-buy). Seed 2's want-buy also lists imgs and detailedInformation: its 我的采购 tabs share one card between requests and goods, and those two are the Goods fields here (listMyReleases). */
    WantBuy: {
      id: string;
      memberId: string;
      enterpriseName: string;
      enterpriseImg: string;
      /** @description 报价（报名）截止日期 */
      endTime: string;
      /** @description 期望收货时间 */
      takeDeliveryTime?: string;
      /** @description 联系方式 */
      contactInformation: string;
      /** @description 联系人 */
      contacts: string;
      /** @description 收货地址 */
      address: string;
      goodDescribe?: string;
      goodName: string;
      invoiceRequirement?: string;
      offerRequirement?: string;
      /** @description 采购量 with its unit, e.g. 500斤 */
      purchaseVolume: string;
      supplement?: string;
      transactionMode?: string;
      /** @description days left to offer, counting the end date ('0天' = ended) */
      offerHaveTime: string;
      /**
       * @description 1 可报价, 0 已结束
       * @enum {integer}
       */
      isOffer: 0 | 1;
      memberNickName: string;
      memberPhone?: string;
      memberPic?: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      crtTime: string;
    };
    /** @description form-encoded: every value is a string */
    WantBuyInput: {
      /** @description present when changing one's own purchase request */
      id?: components['schemas']['Id'];
      memberId: components['schemas']['Id'];
      /** @description 企业照片 (uploaded image address) */
      enterpriseImg: string;
      enterpriseName: string;
      contacts: string;
      contactInformation: components['schemas']['Phone'];
      /** @description not earlier than yesterday (seed 3 §5) */
      endTime: string;
      takeDeliveryTime?: string;
      goodName: string;
      purchaseVolume: string;
      address: string;
      goodDescribe?: string;
      offerRequirement?: string;
      invoiceRequirement?: string;
      transactionMode?: string;
      supplement?: string;
    };
    /** @description 货源（商品） (seed 3 §3 goods source; seed 2 §3 supply) */
    Goods: {
      id: string;
      memberId: string;
      memberPic?: string;
      memberNickName: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      crtTime: string;
      /** @description 商品详细介绍 */
      detailedInformation: string;
      /** @description comma-separated image addresses */
      imgs: string;
      /** @description 联系人 */
      people: string;
      phone: string;
    };
    /** @description form-encoded: every value is a string */
    GoodsInput: {
      /** @description present when changing one's own goods post */
      id?: components['schemas']['Id'];
      memberId: components['schemas']['Id'];
      people: string;
      phone: components['schemas']['Phone'];
      detailedInformation: string;
      /** @description comma-joined image addresses */
      imgs: string;
    };
    /** @description 报价 (seed 3 §3, seed 2 §3). In 我的报价 it also carries the purchase request it answers. */
    Offer: {
      id: string;
      memberId: string;
      wantBuyId: string;
      /** @description 报价商家 */
      business: string;
      /** @description 报价金额（元） */
      offerPrice: string;
      /** @description 联系人 */
      people: string;
      phone?: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      crtTime: string;
      /** @description of the purchase request (我的报价) */
      goodName?: string;
      /** @description of the purchase request (我的报价) */
      purchaseVolume?: string;
      /** @description of the purchase request (我的报价) */
      enterpriseName?: string;
      /** @description of the purchase request (我的报价) */
      offerHaveTime?: string;
      /**
       * @description of the purchase request (我的报价): 1 the offer may still be changed
       * @enum {integer}
       */
      isOffer?: 0 | 1;
    };
    PurchaseDynamic: {
      /** @description the purchase request it is about */
      purchaseId: string;
      title: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      crtTime: string;
    };
    TradeBanner: {
      id: string;
      /**
       * @description 1 跳转采购详情 (purchaseId), 2 打开 /bigDeal/bannerDetail 展示 content
       * @enum {integer}
       */
      type: 1 | 2;
      purchaseId?: string;
      picUrl: string;
      /** @description server HTML */
      content?: string;
      /**
       * @description 0 PC 端
       * @enum {integer}
       */
      plattype?: 0 | 1;
    };
    /** @description 茶农贷款申请 (seed 3 §3); city is the township (乡镇) */
    LoanApplication: {
      id: string;
      memberId: string;
      name: string;
      phone: string;
      area: number;
      year: number;
      varieties: string;
      yield: number;
      idCard: string;
      county: components['schemas']['XinyangCounty'];
      /** @description 乡镇 */
      city: string;
      address: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      crtTime: string;
    };
    /**
     * @description the ten districts whose townships the loan form offers (seed 3 §9)
     * @enum {string}
     */
    XinyangCounty:
      '浉河区' | '平桥区' | '潢川县' | '光山县' | '息县' | '新县' | '罗山县' | '商城县' | '淮滨县' | '固始县';
    /** @description 茶文化节活动 (seed 2 §3 Activity, seed 3 §3 Activity) */
    Activity: {
      id: string;
      /** @description 活动主题 */
      name: string;
      /**
       * @description 1 线上, 2 线下
       * @enum {integer}
       */
      type: 1 | 2;
      /**
       * @description 2 报名中, 3 进行中, 4 已结束
       * @enum {integer}
       */
      status: 2 | 3 | 4;
      /**
       * @description 申请审核：0 待审核, 1 被驳回, 2 已通过
       * @enum {integer}
       */
      checkStatus: 0 | 1 | 2;
      /** @description 驳回原因（被驳回时） */
      checkRemark?: string;
      coverPic: string;
      /** @description 主办方 */
      sponsor: string;
      /** @description 举办地址 */
      address: string;
      /** @description 活动开始日期 yyyy-MM-dd */
      startTime: string;
      /** @description 活动结束日期 yyyy-MM-dd */
      endTime: string;
      /** @description 报名开始日期 yyyy-MM-dd（不允许企业报名时为 ''） */
      signUpStartTime: string;
      /** @description 报名截止日期 yyyy-MM-dd（不允许企业报名时为 ''） */
      signUpEndTime: string;
      /** @description 每天开始时间 HH:mm:ss */
      dayStartTime: string;
      /** @description 每天结束时间 HH:mm:ss */
      dayEndTime: string;
      /**
       * @description 是否允许企业报名：1 允许, 0 不允许
       * @enum {integer}
       */
      enterpriseIsJoin: 0 | 1;
      /** @description 容纳人数（线下活动的入场券数） */
      number: number;
      /** @description 活动链接（线上活动；线下为 ''） */
      crtHost: string;
      /** @description 活动介绍（HTML） */
      details: string;
      /** @description 活动图片 */
      files: components['schemas']['FilePath'][];
      /** @description 活动视频 */
      filesVideo: components['schemas']['FilePath'][];
      /** @description 浏览量 */
      viewsnum: number;
      /** @description 已领取的入场券数 */
      vouchersNum: number;
      /** @description 申请活动的会员 id */
      enterpriseId: string;
      /** @description 申请时间 yyyy-MM-dd HH:mm:ss */
      crtTime: string;
      /**
       * @description 当前会员是否收藏（doFavorites type 7）；详情带 userId 时返回
       * @enum {integer}
       */
      isCollect?: 0 | 1;
      /**
       * @description 当前会员是否已领取入场券
       * @enum {integer}
       */
      isReceive?: 0 | 1;
      /**
       * @description 当前会员的入场券：0 未打卡, 1 已打卡（已领取时返回）
       * @enum {integer}
       */
      clockStatus?: 0 | 1;
      /**
       * @description 当前会员是否已报名为展商
       * @enum {integer}
       */
      isSignUp?: 0 | 1;
    };
    FilePath: {
      path: string;
    };
    /** @description 申请活动 (seed 2 §7.1 saveActivity / updateActivity body). The conditional fields: signUpStartTime and signUpEndTime when enterpriseIsJoin is 1, crtHost when type is 1 (online); '' otherwise. */
    ActivityApplication: {
      /** @description 修改时必填 */
      id?: components['schemas']['Id'];
      /** @description 申请的会员 id */
      enterpriseId: components['schemas']['Id'];
      /** @description 活动图片地址（最多 6 张） */
      uploadFiles: string[];
      /** @description 活动视频地址（1 个） */
      videos: string[];
      coverPic: string;
      signUpStartTime?: string;
      signUpEndTime?: string;
      startTime: string;
      endTime: string;
      dayStartTime: string;
      dayEndTime: string;
      sponsor: string;
      name: string;
      /** @enum {integer} */
      enterpriseIsJoin: 0 | 1;
      /**
       * @description 1 线上, 2 线下
       * @enum {integer}
       */
      type: 1 | 2;
      /** @description 容纳人数 */
      number: number;
      address: string;
      /** @description 活动链接（线上活动必填） */
      crtHost?: string;
      details: string;
    };
    /** @description 入场券：the activity plus the member's voucher */
    ActivityVoucher: components['schemas']['Activity'] & {
      voucherId: string;
      /** @description 领取时间 yyyy-MM-dd HH:mm:ss */
      receiveTime: string;
      /** @description 打卡时间（已打卡时） */
      clockTime?: string;
    };
    /** @description 展商 (seed 3 §3 Exhibitor) */
    Exhibitor: {
      id: string;
      activityId: string;
      /** @description 企业名称 */
      name: string;
      /** @description 负责人 */
      chargeperson: string;
      phone?: string;
      /** @description 营业执照 */
      companyPic: string;
      coverPic?: string;
      viewsNumber: number;
      likeNumber: number;
      crtTime: string;
    };
    /** @description 评比评选 (seed 3 §3 Contest) */
    Contest: {
      id: string;
      name: string;
      coverPic: string;
      /**
       * @description 2 报名中, 3 投票中, 4 已结束
       * @enum {integer}
       */
      status: 2 | 3 | 4;
      sponsor: string;
      /** @description HTML */
      details: string;
      /** @description yyyy-MM-dd */
      signUpStartTime: string;
      /** @description yyyy-MM-dd */
      signUpEndTime: string;
      /** @description 投票开始 yyyy-MM-dd */
      startTime: string;
      /** @description 投票结束 yyyy-MM-dd */
      endTime: string;
      /** @description 总票数 */
      number: number;
      /** @description 参赛人数 */
      peopleNum: number;
      /**
       * @description 1 当前会员已报名（详情带 userId 时）
       * @enum {integer}
       */
      bmStatus?: 0 | 1;
      /**
       * @description 当前会员是否收藏（doFavorites type 6）
       * @enum {integer}
       */
      isCollect?: 0 | 1;
    };
    /** @description 评选报名 (seed 3 §7 saveActivityPeople) */
    ContestEntry: {
      userId: components['schemas']['Id'];
      activityId: string;
      coverPic: string;
      /** @description 参赛名称 */
      name: string;
      /** @description 联系人 */
      contacts: string;
      idcard: string;
      phone: components['schemas']['Phone'];
      /** @description 参赛介绍 */
      details: string;
      fileList: components['schemas']['MediaFile'][];
    };
    MediaFile: {
      path: string;
      /**
       * @description 1 图片, 2 视频
       * @enum {integer}
       */
      type: 1 | 2;
    };
    /** @description 参赛选手 (seed 3 §3 Contestant). Contact, phone and ID number stay private. */
    Contestant: {
      id: string;
      activityId: string;
      name: string;
      coverPic: string;
      /** @description 观众票数 */
      number: number;
      /** @description 综合得分 = 观众投票分 × 0.4 + 专家评分 × 0.6（满分 10） */
      score: number;
      /** @description 专家平均分（满分 10） */
      expertScore: number;
      expertScores: components['schemas']['ExpertScore'][];
      details: string;
      files: components['schemas']['MediaFile'][];
      /**
       * @description 1 当前会员已为其投票
       * @enum {integer}
       */
      isvote: 0 | 1;
      /**
       * @description 1 当前会员已收藏（收藏类型 6，同评选）
       * @enum {integer}
       */
      isCollect: 0 | 1;
    };
    ExpertScore: {
      expertName: string;
      score: number;
    };
    RankedContestant: components['schemas']['Contestant'] & {
      /** @description 名次（1 起） */
      rank: number;
    };
    /** @description 荣誉人物 (seed 3 §3 Honour person) */
    HonourPerson: {
      id: string;
      /**
       * @description 1 国茶工艺大师, 2 制茶大师, 3 领军人物
       * @enum {integer}
       */
      type: 1 | 2 | 3;
      realName: string;
      imgPic: string;
      /** @description 个人简介 */
      personalProfile: string;
    };
    HonourDetail: components['schemas']['HonourPerson'] & {
      /** @description 擅长（HTML） */
      skillContent: string;
      contentEntityList: components['schemas']['ExpertComment'][];
      /** @description 评论数（顶层评论） */
      contentCount: number;
    };
    /** @description 专家评论 / 荣誉评论 (seed 3 §3 Expert comment, Honour comment); replies have the same shape */
    ExpertComment: {
      id: string;
      memberid: string;
      memberNickName: string;
      memberHeadPic: string;
      content: string;
      /** @description 评分（专家的顶层评论） */
      star?: number;
      /** @description 评论标签（专家的顶层评论） */
      label?: string[];
      /** @description yyyy-MM-dd HH:mm:ss */
      time: string;
      likeCount: number;
      /**
       * @description 0 未点赞, 1 已点赞（dolikes type 3）
       * @enum {integer}
       */
      isLike: 0 | 1;
      /** @description 上级评论 id，顶层评论为 '' */
      contentId: string;
      /** @description 被回复者的会员 id */
      toMemberId?: string;
      /** @description 被回复者昵称 */
      toMemberNickName?: string;
      /** @description 回复（顶层评论的全部回复，时间顺序） */
      cjfwExpertContentEntityList: components['schemas']['ExpertComment'][];
    };
    ExpertCommentRequest: {
      /** @description 专家 id 或荣誉人物 id */
      expertId: string;
      content: string;
      memberid: components['schemas']['Id'];
      /** @description '' 为顶层评论，否则为上级评论 id */
      contentId?: string;
      /** @description 回复时为上级评论作者，否则 '' */
      toMemberId?: string;
      /** @default 1 */
      star: number;
      /** @description 评论标签名 */
      label?: string[];
    };
    /** @description 茶技专家 (seed 3 §3 Expert, seed 2 §3 Expert) */
    Expert: {
      id: string;
      realName: string;
      imgPic: string;
      /**
       * @description 级别：1 农艺师, 2 高级农艺师, 3 正高级农艺师, 4 首席专家
       * @enum {integer}
       */
      type: 1 | 2 | 3 | 4;
      /** @description 级别名称 */
      typeName: string;
      /** @description 好评率（%） */
      praiseRate: number;
      /** @description 回复数（咨询中专家发出的消息） */
      returnCount: number;
      /** @description 专家的会员 id（咨询聊天的 toMemberId） */
      memberId: string;
      /** @description 简介 */
      introduce: string;
    };
    ExpertDetail: components['schemas']['Expert'] & {
      /**
       * @description 已收藏（doFavorites type 4）
       * @enum {integer}
       */
      isLike: 0 | 1;
      /**
       * @description 已点赞（dolikes type 5）
       * @enum {integer}
       */
      isFabulous: 0 | 1;
      /** @description 点赞数 */
      fabulousCount: number;
      /** @description 平均评分（1-5，无评分时 5） */
      star: number;
      /** @description 评论标签及次数，多的在前 */
      labels: components['schemas']['ExpertLabelCount'][];
      contentEntityList: components['schemas']['ExpertComment'][];
      /** @description 评论数（顶层评论） */
      contentCount: number;
    };
    ExpertLabel: {
      id: string;
      name: string;
    };
    ExpertLabelCount: {
      name: string;
      num: number;
    };
    /** @description 专家咨询消息 (seed 3 §3 Chat message) */
    ConsultingMessage: {
      /** @description 递增，轮询以它为 lastId */
      id: number;
      /** @description 发送者 */
      memberid: string;
      /** @description 接收者 */
      toMemberId: string;
      /**
       * @description 1 图片, 2 文字
       * @enum {integer}
       */
      content: 1 | 2;
      /** @description 文字或图片地址 */
      memberContent: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      crtTime: string;
      /** @description 发送者昵称 */
      memberNickName: string;
      /** @description 发送者头像 */
      memberHeadPic: string;
      /** @enum {integer} */
      isRead: 0 | 1;
    };
    /** @description 公告 (seed 3 §3 Notice) */
    Notice: {
      id: string;
      title: string;
      /** @description yyyy-MM-dd HH:mm:ss */
      crtTime: string;
      /** @description HTML */
      content: string;
    };
  };
  responses: {
    /** @description code and msg only */
    Empty: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'];
      };
    };
    /** @description the session a login returns */
    LoginSession: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Envelope'] & {
          data?: components['schemas']['LoginSession'];
        };
      };
    };
  };
  parameters: {
    pageIndex: number;
    pageSize: number;
    pageNo: number;
    memberId: components['schemas']['Id'];
    id: components['schemas']['Id'];
    /** @description 0 个人, 1 法人 */
    isCompany: components['schemas']['IsCompany'];
    phoneQuery: string;
    codeQuery: string;
    ticket: string;
    userId: components['schemas']['Id'];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  loginOrRegister: {
    parameters: {
      query: {
        username: string;
        userpass: string;
        /** @description 0 个人, 1 法人 */
        isCompany: components['parameters']['isCompany'];
        /** @description 1 keeps the session cookie for x-access-control.rememberMs (seed 1 §4), else it ends with the browser session */
        remember?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['LoginSession'];
    };
  };
  loginOrRegisterPhoneCode: {
    parameters: {
      query: {
        phone: components['parameters']['phoneQuery'];
        code: components['parameters']['codeQuery'];
        /** @description 0 个人, 1 法人 */
        isCompany: components['parameters']['isCompany'];
        /** @description 1 keeps the session cookie for x-access-control.rememberMs (seed 1 §4), else it ends with the browser session */
        remember?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['LoginSession'];
    };
  };
  loginByCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          mobile: string;
          code: string;
        };
      };
    };
    responses: {
      200: components['responses']['LoginSession'];
    };
  };
  sendCode: {
    parameters: {
      query: {
        phone: string;
        /** @description present when the code is asked for by a registration form */
        autograph?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  updatePwd1: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          phone: components['schemas']['Phone'];
          code: components['schemas']['SmsCode'];
          password: string;
          isCompany: components['schemas']['IsCompany'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  personalRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PersonalRegistration'] & Record<string, never>;
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  legalPersonRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PersonalRegistration'] & {
          company: string;
          creditCode: string;
          /** @description 法定代表人姓名 */
          userName: string;
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getUser: {
    parameters: {
      query: {
        ticket: components['parameters']['ticket'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description id and username of the ticket's owner (the username only to that member) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: {
              id: string;
              username?: string;
            };
          };
        };
      };
    };
  };
  logout: {
    parameters: {
      query: {
        ticket: components['parameters']['ticket'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = the address to go to once the session is cleared (the sandbox answers /#/, the portal home) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: string;
          };
        };
      };
    };
  };
  generateQrCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description QR image address and the scene id to poll */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: {
              qrcodeUrl: string;
              qrCodeSceneEntity: {
                id: string;
              };
            };
          };
        };
      };
    };
  };
  scanLogin: {
    parameters: {
      query: {
        qrId: string;
        userId?: string;
        type?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description scan state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: {
              /** @description 0 等待扫码, 2 已扫码, 其他 已登录 */
              state: number;
              session?: components['schemas']['LoginSession'];
            };
          };
        };
      };
    };
  };
  getMemberDetail: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description member detail */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['MemberDetail'];
          };
        };
      };
    };
  };
  getInfo: {
    parameters: {
      query: {
        /** @description 1 用户协议, 2 隐私政策, 3 活动报名须知, 6 茶荣誉, 8 签到规则, 9 平台介绍, 10 注册协议 */
        type: 1 | 2 | 3 | 6 | 8 | 9 | 10;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data.content is server HTML */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: {
              title?: string;
              content: string;
            };
          };
        };
      };
    };
  };
  getAdvertisementList: {
    parameters: {
      query: {
        /** @description spelling as documented; app-qr = the header's mobile-app QR codes */
        advertisemenCode: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Advertisement'][];
              total: number;
            };
          };
        };
      };
    };
  };
  teaSceneryUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = an address */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: string;
          };
        };
      };
    };
  };
  singleSignOnUrl: {
    parameters: {
      query: {
        /** @description srswType 单点登录目标 */
        type: number;
        /** @description 已登录会员 id */
        userId?: string;
        /** @description 1 PC 端, 0 移动端 */
        isPC?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = the address to open */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: string;
          };
        };
      };
    };
  };
  checkUserState: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data.type and the person / enterprise verification */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['UserState'];
          };
        };
      };
    };
  };
  huploadFile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description where the file is served */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['UploadedFile'];
          };
        };
      };
    };
  };
  submitFeedback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description 反馈内容 */
          text: string;
          /** @description 图片 filePath，逗号分隔 */
          image?: string;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getSignInInfo: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description sign-in info */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['SignInfo'];
          };
        };
      };
    };
  };
  getSignRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the reward rows, day 1 to 7 */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['SignRule'][];
          };
        };
      };
    };
  };
  signIn: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getMemberLabels: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description three label lists */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['MemberLabels'];
          };
        };
      };
    };
  };
  updateMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: components['schemas']['Id'];
          /** @description 头像 filePath */
          headurl?: string;
          /** @description 省,市,区（逗号连接） */
          address?: string;
          nickname?: string;
          /** @description 真实姓名（法人账号为法人姓名） */
          realName?: string;
          /** @enum {string} */
          sex?: '男' | '女';
          /** @description 所选身份、从业标签名称，逗号分隔（与 labelIds 一一对应） */
          labelNames?: string;
          /** @description 所选身份、从业标签 id，逗号分隔；空串清空 */
          labelIds?: string;
          /** Format: date */
          birthday?: string;
          phone?: components['schemas']['Phone'];
          /** @description SMS code sent to a new phone (required only when phone changes) */
          code?: components['schemas']['SmsCode'];
          identity?: components['schemas']['IdCardNo'];
          /** @description 个人简介；资料页要求填写时 10 到 30 个字 */
          info?: string;
          company?: string;
          creditCode?: string;
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  submitRealName: {
    parameters: {
      query: {
        /** @description 身份证人像面 filePath */
        idcardPositivePic: string;
        /** @description 身份证国徽面 filePath */
        idcardBackPic: string;
        idcardRealName: string;
        idcardNo: components['schemas']['IdCardNo'];
        memberId: components['parameters']['memberId'];
        /** @description always 1 from the portal */
        type: 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getOcrSign: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description appid and sign */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: {
              appid: string;
              sign: string;
            };
          };
        };
      };
    };
  };
  userEditPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          user_id: components['schemas']['Id'];
          old_password: string;
          new_password: string;
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  userSetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          user_id: components['schemas']['Id'];
          password: string;
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  blogrollList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the links */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['SiteLink'][];
          };
        };
      };
    };
  };
  homeBannerList: {
    parameters: {
      query: {
        /** @description 0 PC 门户（the portal always sends 0）, 1 移动端 */
        platform: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description banners in display order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Banner'][];
          };
        };
      };
    };
  };
  saveTeaEnterprise: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeaEnterpriseFields'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  updateTeaEnterprise: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeaEnterpriseFields'] & {
          id: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  saveTeaPerson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeaPersonFields'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  updateTeaPerson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeaPersonFields'] & {
          id: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getTeaEnterpriseByUserId: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the verification record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['TeaEnterpriseVerification'];
          };
        };
      };
    };
  };
  getTeaPersonByUserId: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the verification record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['TeaPersonVerification'];
          };
        };
      };
    };
  };
  getAdminList: {
    parameters: {
      query: {
        enterpriseId: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the deputy operators */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['DeputyOperator'][];
          };
        };
      };
    };
  };
  saveAdmin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeputyFields'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  updateAdmin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeputyFields'] & {
          id: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  deleteAdmin: {
    parameters: {
      query: {
        id: components['parameters']['id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getCustomerServiceList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description customer-service entries for /about?type=x */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['CustomerService'][];
          };
        };
      };
    };
  };
  noviceGuideList: {
    parameters: {
      query?: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description guide entries in display order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['GuideEntry'][];
              total: number;
            };
          };
        };
      };
    };
  };
  leaveMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userName: string;
          title: string;
          content: string;
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  listScoreRecords: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['ScoreRecord'][];
              total: number;
            };
          };
        };
      };
    };
  };
  listMyLikedActivities: {
    parameters: {
      query: {
        pageNo?: components['parameters']['pageNo'];
        pageSize?: components['parameters']['pageSize'];
        memberId: components['parameters']['memberId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description favourite activities; tag 0 opens /pbSelection/detail, otherwise /chaCulture/hddetail */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['ActivityCard'][];
              total: number;
            };
          };
        };
      };
    };
  };
  listBrowseRecords: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
        /** @description 只看这一天的记录（yyyy-MM-dd）；不传为全部 */
        time?: string;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records (grouped by browseDate on screen), page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['BrowseRecord'][];
              total: number;
            };
          };
        };
      };
    };
  };
  clearBrowseRecords: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  listSubMembers: {
    parameters: {
      query: {
        /** @description 茶园主（茶企）的会员 id，即当前登录会员 */
        cqId: components['schemas']['Id'];
        role?: components['schemas']['SubMemberRole'];
        pageIndex?: components['parameters']['pageIndex'];
        /** @description 上级选择框一次取 10000（seed 2 §9 picker lists） */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['SubMember'][];
              total: number;
            };
          };
        };
      };
    };
  };
  addSubMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          cqId: components['schemas']['Id'];
          userId: string;
          role: components['schemas']['SubMemberRole'];
          name: string;
          phone: string;
          /** @description 所在村名称 */
          cun: string;
          /** @description 所属村长（role 大于 0 时必填） */
          cunId?: string;
          /** @description 所属组长（role 大于 1 时必填） */
          groupId?: string;
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  deleteSubMember: {
    parameters: {
      query: {
        id: components['parameters']['id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  listSystemMessages: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
        /** @description 2 系统消息（seed 2 只记载 type=2） */
        type: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['SystemMessage'][];
              total: number;
            };
          };
        };
      };
    };
  };
  getSystemMessageDetail: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
        messageId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the message with its HTML content */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['SystemMessage'];
          };
        };
      };
    };
  };
  getInvitationSummary: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description counts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['InvitationSummary'];
          };
        };
      };
    };
  };
  listInvitedUsers: {
    parameters: {
      query: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Invitee'][];
              total: number;
            };
          };
        };
      };
    };
  };
  listUserTasks: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
        /** @description 0 新手任务, 1 日常任务；不传为全部 */
        type?: 0 | 1;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['UserTask'][];
              total: number;
            };
          };
        };
      };
    };
  };
  updatePersonInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description 个人认证记录 id（checkUserState data.person.id），没有认证记录时为会员 id */
          id: components['schemas']['Id'];
          /** @description 头像地址（/api/upload/huploadFile 返回的 filePath） */
          headPic?: string;
          /** @description 个人简介（seed 1 §9：简介 10 到 30 个字） */
          personInfo?: string;
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getUserHomeStats: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description stats */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['UserHomeStats'];
          };
        };
      };
    };
  };
  listMyVisitors: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records (latest 10), page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Visitor'][];
              total: number;
            };
          };
        };
      };
    };
  };
  getHomeBannerConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data.value = seconds between slides (the portal falls back to 3 s) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: {
              /** @description 轮播间隔（秒） */
              value: number;
            };
          };
        };
      };
    };
  };
  listSpaceAdvertisements: {
    parameters: {
      query: {
        /** @description 广告位 id（seed 2 §9：1, 10, 11, 12） */
        advertisementSpaceId: 1 | 10 | 11 | 12;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['SpaceAdvertisement'][];
          };
        };
      };
    };
  };
  listHonourBanners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['HonourBanner'][];
          };
        };
      };
    };
  };
  listRecommendedCreators: {
    parameters: {
      query?: {
        memberId?: string;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['RecommendedCreator'][];
              total: number;
            };
          };
        };
      };
    };
  };
  searchActivities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 1 */
          pageNo?: number;
          /** @default 6 */
          pageSize?: number;
          /** @description 搜索词 */
          name?: string;
        };
      };
    };
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['ActivityCard'][];
              total: number;
            };
          };
        };
      };
    };
  };
  searchCreators: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          memberId?: string;
          /** @default 1 */
          pageIndex?: number;
          /** @default 6 */
          pageSize?: number;
          /** @description 昵称关键字（不超过 50 个字） */
          searchName?: string;
        };
      };
    };
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['RecommendedCreator'][];
              total: number;
            };
          };
        };
      };
    };
  };
  getMemberInfoByUserId: {
    parameters: {
      query: {
        memberId?: string;
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description member info */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['MemberInfo'];
          };
        };
      };
    };
  };
  findToutiaoByCondition: {
    parameters: {
      query?: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
        /** @description 1 文章, 2 视频, 3 问答, 4 公告；不传为 1-3 全部（推荐，不含公告） */
        type?: components['schemas']['ToutiaoType'];
        /** @description 作品管理的状态筛选：不传 全部, 1 已发布, 0 审核中, 2 未通过 */
        authState?: components['schemas']['AuthState'];
        /** @description 标题包含 */
        title?: string;
        /** @description 作者 */
        memberId?: string;
        /** @description 当前用户（收藏、点赞、关注标记） */
        userId?: string;
        /** @description 发布日期起 yyyy-MM-dd */
        starttime?: string;
        /** @description 发布日期止 yyyy-MM-dd（含当天） */
        endtime?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Toutiao'][];
              total: number;
            };
          };
        };
      };
    };
  };
  findMyArticleByUser: {
    parameters: {
      query: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Toutiao'][];
              total: number;
            };
          };
        };
      };
    };
  };
  touTiaoDetail: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        /** @description 当前用户；游客不传 */
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the item with its related articles */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Toutiao'];
          };
        };
      };
    };
  };
  yunshangHaoHomeIndex: {
    parameters: {
      query: {
        /** @description 当前用户（isConcern） */
        userId?: string;
        /** @description 作者 */
        userTwo: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the author's profile and counters */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['AuthorHome'];
          };
        };
      };
    };
  };
  teaQiList: {
    parameters: {
      query?: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data and total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['TeaQi'][];
            total?: number;
          };
        };
      };
    };
  };
  teaQiDetail: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        /** @description 当前用户；游客不传 */
        memberId?: string;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the listing and a page of comments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['TeaQiDetail'];
          };
        };
      };
    };
  };
  studyVideoPageList: {
    parameters: {
      query?: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
        /** @description 1 只看已上架（页面总是传 1） */
        isup?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['StudyVideo'][];
              total: number;
            };
          };
        };
      };
    };
  };
  studyVideoDetail: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        /** @description 当前用户；游客不传 */
        memberId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the video */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['StudyVideo'];
          };
        };
      };
    };
  };
  articleLabelList: {
    parameters: {
      query: {
        /** @description 1 文章, 2 视频 */
        type: 1 | 2;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = the labels */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Label'][];
          };
        };
      };
    };
  };
  getCreatorFigures: {
    parameters: {
      query: {
        /** @description 统计天数 */
        days: 7 | 30;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description per-day rows (oldest first), the sums over the period and the fans' gender shares; no data while nothing is known */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['CreatorFigures'];
          };
        };
      };
    };
  };
  saveArticle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description 1 茶叶头条, 2 政府政策, 3 金融政策
           * @default 1
           * @enum {integer}
           */
          articleType?: 1 | 2 | 3;
          title: string;
          /** @description 来源 */
          laiYuan: string;
          /** @description 摘要（类型 1 必填） */
          articleDescribe?: string;
          /** @description 正文 HTML */
          details: string;
          /** @description 标签名，逗号分隔（类型 1 必填） */
          label?: string;
          /**
           * @description 0 无, 1 店铺, 2 商品
           * @default 0
           * @enum {integer}
           */
          promotionType?: 0 | 1 | 2;
          /** @description 店铺名称 / 商品名称 */
          promotionName?: string;
          /** @description 商品价格（元，最多一位小数；仅商品推广） */
          promotionPrice?: string;
          /** @description 店铺链接 / 商品链接 */
          promotionLink?: string;
          /**
           * @description 1 单图, 2 三图, 3 无封面
           * @enum {integer}
           */
          covertype: 1 | 2 | 3;
          /**
           * @description 单图时 1 左文右图, 2 上文下图
           * @enum {integer}
           */
          showtype?: 1 | 2;
          /** @description 封面图，逗号分隔 */
          coveres?: string;
          /**
           * @description 0 允许评论, 1 关闭评论
           * @enum {integer}
           */
          iscloseComment: 0 | 1;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  updateMyArticle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          articleId: components['schemas']['Id'];
          title: string;
          details: string;
          label?: string;
          /**
           * @description 1 单图, 2 三图, 3 无封面
           * @enum {integer}
           */
          covertype: 1 | 2 | 3;
          /**
           * @description 1 左文右图, 2 上文下图
           * @enum {integer}
           */
          showtype?: 1 | 2;
          coveres?: string;
          /**
           * @description 0 允许评论, 1 关闭评论
           * @enum {integer}
           */
          iscloseComment: 0 | 1;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  findArticleById: {
    parameters: {
      query: {
        articleId: string;
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the article */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Article'];
          };
        };
      };
    };
  };
  deleteArticle: {
    parameters: {
      query: {
        articleId: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  saveVideo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** @description 标签名，逗号分隔 */
          label: string;
          /** @description 上传后的视频地址 */
          video: string;
          /**
           * @description 1 横屏, 2 竖屏
           * @enum {integer}
           */
          showType: 1 | 2;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  updateVideo: {
    parameters: {
      query: {
        videoId: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          label: string;
          video: string;
          /**
           * @description 1 横屏, 2 竖屏
           * @enum {integer}
           */
          showType: 1 | 2;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  findVideoById: {
    parameters: {
      query: {
        videoId: string;
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the video */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Video'];
          };
        };
      };
    };
  };
  deleteVideo: {
    parameters: {
      query: {
        videoId: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  saveQuiz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description 问题 */
          details: string;
          /** @description 图片，逗号分隔 */
          pictures: string;
          /** @description 封面（pictures 之一） */
          cover: string;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  updateQuiz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          quizId: components['schemas']['Id'];
          details: string;
          pictures: string;
          cover: string;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  findQuizById: {
    parameters: {
      query: {
        quizId: string;
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the question */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Quiz'];
          };
        };
      };
    };
  };
  deleteQuiz: {
    parameters: {
      query: {
        quizId: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  findQuizListByCondition: {
    parameters: {
      query: {
        /** @description 1 推荐, 2 最新, 3 最热 */
        type: 1 | 2 | 3;
        userId?: string;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Toutiao'][];
              total: number;
            };
          };
        };
      };
    };
  };
  submitAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          quizId: string;
          details?: string;
          /** @description 图片，逗号分隔，最多三张 */
          file?: string;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  findAnswerByQuiz: {
    parameters: {
      query: {
        quizId: string;
        /** @description 当前用户（点赞、关注标记） */
        memberId?: string;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['QuizAnswer'][];
              total: number;
            };
          };
        };
      };
    };
  };
  markAnswerUseful: {
    parameters: {
      query: {
        answerId: components['schemas']['Id'];
        /** @description 1 有用, 2 没用 */
        type: 1 | 2;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  findCommentByTypeAndId: {
    parameters: {
      query: {
        /** @description 被评论对象 */
        joinId: string;
        /** @description 评论对象（见 CommentType；9 不适用） */
        type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 10;
        /** @description 当前用户（islike） */
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = the comments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Comment'][];
          };
        };
      };
    };
  };
  submitComment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          joinId: string;
          /** @description 评论内容 */
          message: string;
          /**
           * @description 评论对象（见 CommentType；9 不适用）
           * @enum {string}
           */
          type: '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '10';
          /**
           * @description 0 评论, 1 回复
           * @enum {string}
           */
          level?: '0' | '1';
          /** @description 回复的评论（level 1） */
          commentId?: string;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  deleteMyComment: {
    parameters: {
      query: {
        commentId: components['schemas']['Id'];
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  findCommentListByUserId: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['MyComment'][];
              total: number;
            };
          };
        };
      };
    };
  };
  doLikes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          joinId: string;
          /**
           * @description 1 头条, 2 回答, 3 评论, 4 学习视频, 5 专家, 6 茶器
           * @enum {string}
           */
          type: '1' | '2' | '3' | '4' | '5' | '6';
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  deleteLikes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          joinId: string;
          /**
           * @description 同 dolikes
           * @enum {string}
           */
          type: '1' | '2' | '3' | '4' | '5' | '6';
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  doFavorites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          joinId: string;
          /**
           * @description 1 文章, 2 视频, 3 问答, 4 专家, 6 评比/参赛作品, 7 活动, 8 学习视频, 9 茶器
           * @enum {string}
           */
          type: '1' | '2' | '3' | '4' | '6' | '7' | '8' | '9';
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  deleteFavorites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          joinId: string;
          /**
           * @description 同 doFavorites
           * @enum {string}
           */
          type: '1' | '2' | '3' | '4' | '6' | '7' | '8' | '9';
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  findFavorites: {
    parameters: {
      query: {
        /** @description 1 文章, 2 视频, 3 问答 */
        type: 1 | 2 | 3;
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = the favourite items, most recently favourited first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Toutiao'][];
          };
        };
      };
    };
  };
  doConcern: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @description 被关注的会员 */
          joinId: string;
          /**
           * @description 3 会员
           * @enum {string}
           */
          type: '3';
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  deleteConcern: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @description 会员 id，多个用逗号分隔 */
          joinId: string;
          /**
           * @description 3 会员
           * @enum {string}
           */
          type: '3';
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  findMyConcern: {
    parameters: {
      query: {
        /** @description 3 会员 */
        type: 3;
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = the members followed, most recent first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['ConcernMember'][];
          };
        };
      };
    };
  };
  findConcernForMeData: {
    parameters: {
      query: {
        userId: components['parameters']['userId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = the members following userId, most recent first; isFollow tells whether userId follows back */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['ConcernMember'][];
          };
        };
      };
    };
  };
  getReportType: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = the reasons */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['ReportType'][];
          };
        };
      };
    };
  };
  submitReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          joinId: string;
          /**
           * @description 被举报对象（见 CommentType）
           * @enum {string}
           */
          type: '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '10';
          /** @description 举报原因 id，逗号分隔 */
          catalog: string;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  listJobs: {
    parameters: {
      query?: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
        /** @description 0 推荐, 1 附近, 2 最新 */
        type?: 0 | 1 | 2;
        /** @description 职位名称关键字（搜索页职位标签也用它） */
        jobName?: string;
        /** @description 1 已上架, 0 已下架; lists for visitors send 1 */
        status?: 0 | 1;
        /** @description 结薪方式 filter, comma-joined: 0 日清, 1 周清, 2 月结, 3 完工结算 */
        jiexinfangshiList?: string;
        /** @description 工作地点 filter, comma-joined district (区县) names, e.g. 浉河区,平桥区 */
        addressList?: string;
        /** @description 当前位置经度 (distance is computed when both are given) */
        jingdu?: number;
        /** @description 当前位置纬度 */
        weidu?: number;
        /** @description 1 = only the jobs userId has favourited */
        collectStatus?: 1;
        /** @description with collectStatus: whose favourites; alone: whose own jobs */
        userId?: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records, page.total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Job'][];
              total: number;
            };
          };
        };
      };
    };
  };
  setJobListing: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: components['schemas']['Id'];
          /**
           * @description 新状态: 1 上架, 0 下架
           * @enum {integer}
           */
          status: 0 | 1;
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getJob: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        /** @description the viewer, empty for visitors */
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Job'];
          };
        };
      };
    };
  };
  updateJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobInput'] & {
          id: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  createJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobInput'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  unfavouriteJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobCollect'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  favouriteJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobCollect'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  listWantBuys: {
    parameters: {
      query?: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = purchase requests, newest first; total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['WantBuy'][];
            total?: number;
          };
        };
      };
    };
  };
  getWantBuy: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        /** @description the viewer, empty for visitors */
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the purchase request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['WantBuy'];
          };
        };
      };
    };
  };
  releaseWantBuy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['WantBuyInput'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  listMyWantBuys: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = purchase requests, newest first; total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['WantBuy'][];
            total?: number;
          };
        };
      };
    };
  };
  deleteMyWantBuy: {
    parameters: {
      query: {
        id: components['parameters']['id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  listSourceGoods: {
    parameters: {
      query?: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = goods posts, newest first; total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Goods'][];
            total?: number;
          };
        };
      };
    };
  };
  getSourceGoods: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        /** @description the viewer, empty for visitors */
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data.data = the goods */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: {
              data: components['schemas']['Goods'];
            };
          };
        };
      };
    };
  };
  releaseSourceGoods: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['GoodsInput'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  listMyReleases: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = goods posts, newest first; total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Goods'][];
            total?: number;
          };
        };
      };
    };
  };
  deleteMyRelease: {
    parameters: {
      query: {
        id: components['parameters']['id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  makeOffer: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
        wantBuyId: string;
        /** @description 报价商家 */
        business: string;
        /** @description 报价金额（元）, digits with at most two decimals */
        offerPrice: string;
        /** @description 联系人 */
        people: string;
        /** @description 联系方式 */
        phone: components['schemas']['Phone'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getMyOffer: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
        wantBuyId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = the member's offer on the request, absent when there is none */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Offer'];
          };
        };
      };
    };
  };
  listMyOffers: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = offers, newest first; total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Offer'][];
            total?: number;
          };
        };
      };
    };
  };
  deleteMyOffer: {
    parameters: {
      query: {
        id: components['parameters']['id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
    };
  };
  listBidders: {
    parameters: {
      query: {
        wantBuyId: string;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = offers, newest first; total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Offer'][];
            total?: number;
          };
        };
      };
    };
  };
  listPurchaseDynamics: {
    parameters: {
      query?: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data, total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['PurchaseDynamic'][];
            total?: number;
          };
        };
      };
    };
  };
  listTradeBanners: {
    parameters: {
      query?: {
        /** @description 0 PC 端 */
        plattype?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description data = the banners in display order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['TradeBanner'][];
          };
        };
      };
    };
  };
  applyForLoan: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
        /** @description 茶农姓名 */
        name: string;
        /** @description 联系电话 */
        phone: components['schemas']['Phone'];
        /** @description 茶园面积（亩） */
        area: number;
        /** @description 定植年份 */
        year: number;
        /** @description 种植品种 */
        varieties: string;
        /** @description 当年预估产量（斤） */
        yield: number;
        /** @description 茶农身份证号 */
        idCard: string;
        /** @description 茶园所在县域 */
        county: components['schemas']['XinyangCounty'];
        /** @description 茶园所在乡镇 */
        city: string;
        /** @description 茶园地址 */
        address: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description code 200: data absent (showLoanApply) or the stored application (applyForLoan); code 105: already applied, data = the earlier application */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['LoanApplication'];
          };
        };
      };
    };
  };
  showLoanApply: {
    parameters: {
      query: {
        memberId: components['parameters']['memberId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description code 200: data absent (showLoanApply) or the stored application (applyForLoan); code 105: already applied, data = the earlier application */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['LoanApplication'];
          };
        };
      };
    };
  };
  getPcActivityList: {
    parameters: {
      query?: {
        pageNo?: components['parameters']['pageNo'];
        pageSize?: components['parameters']['pageSize'];
        /** @description 申请企业（会员）id：只看该会员申请的活动 */
        enterpriseId?: components['schemas']['Id'];
        /** @description 筛选：0 全部, 1 报名中（status 2）, 2 进行中（status 3）, 3 已结束（status 4） */
        status?: 0 | 1 | 2 | 3;
        /** @description 筛选：0 全部, 1 本周, 2 本月, 3 近三个月 — 活动期间与该时段有交集 */
        timeType?: 0 | 1 | 2 | 3;
        /** @description 审核状态筛选：0 待审核, 1 被驳回, 2 已通过 */
        checkStatus?: 0 | 1 | 2;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page of activities, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Activity'][];
              total: number;
            };
          };
        };
      };
    };
  };
  getActivityDetail: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        /** @description 当前会员 id（seed 3 传，seed 2 不传） */
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the activity, with the member's favourite / voucher / sign-up state when userId is given */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Activity'];
          };
        };
      };
    };
  };
  saveActivity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActivityApplication'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  updateActivity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActivityApplication'] & Record<string, never>;
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  listMyVouchers: {
    parameters: {
      query: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
        userId: components['parameters']['userId'];
        /** @description 1 进行中（未结束）, 2 已结束；不传为全部 */
        type?: 1 | 2;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page.records are the activities the member holds a voucher for, newest claim first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['ActivityVoucher'][];
              total: number;
            };
          };
        };
      };
    };
  };
  checkInVoucher: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description 活动 id */
          businessId: string;
          userId: components['schemas']['Id'];
          /** @description 经度 */
          jingdu?: number;
          /** @description 纬度 */
          weidu?: number;
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  claimVoucher: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description 活动 id */
          businessId: string;
          userId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getActivityEnterpriseList: {
    parameters: {
      query: {
        activityId: string;
        pageNo?: components['parameters']['pageNo'];
        /** @description 详情页 10000，展厅 4 */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page of exhibitors, earliest sign-up first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Exhibitor'][];
              total: number;
            };
          };
        };
      };
    };
  };
  activitySignUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          activityId: string;
          /** @description 负责人 */
          chargeperson: string;
          phone: components['schemas']['Phone'];
          /** @description 企业名称 */
          name: string;
          /** @description 封面图（选填） */
          coverPic?: string;
          /** @description 企业营业执照 */
          companyPic: string;
          memberId: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getContestList: {
    parameters: {
      query?: {
        pageNo?: components['parameters']['pageNo'];
        pageSize?: components['parameters']['pageSize'];
        /** @description 筛选：0 全部, 1 报名中（status 2）, 2 投票中（status 3）, 3 已结束（status 4） */
        status?: 0 | 1 | 2 | 3;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page of contests, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Contest'][];
              total: number;
            };
          };
        };
      };
    };
  };
  getContestDetail: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the contest, with bmStatus and isCollect for the member */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Contest'];
          };
        };
      };
    };
  };
  saveContestant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContestEntry'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getContestantList: {
    parameters: {
      query: {
        activityId: string;
        /** @description 当前会员 id，用于 isvote */
        memberId?: string;
        /** @description 按参赛名称搜索 */
        name?: string;
        pageNo?: components['parameters']['pageNo'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page of contestants, earliest entry first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Contestant'][];
              total: number;
            };
          };
        };
      };
    };
  };
  saveVote: {
    parameters: {
      query?: {
        activityId?: string;
        memberId?: components['schemas']['Id'];
        /** @description 选手 id */
        peopleId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          activityId?: string;
          memberId?: string;
          peopleId?: string;
        };
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getContestRanking: {
    parameters: {
      query: {
        activityId: string;
        pageNo?: components['parameters']['pageNo'];
        /** @description 排名页一次取 1000 */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page of contestants by rank */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['RankedContestant'][];
              total: number;
            };
          };
        };
      };
    };
  };
  getContestantDetail: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        memberId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the contestant with expert scores and media */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['RankedContestant'];
          };
        };
      };
    };
  };
  getHonourList: {
    parameters: {
      query?: {
        /** @description 1 国茶工艺大师, 2 制茶大师（默认）, 3 领军人物 */
        type?: 1 | 2 | 3;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page of honour people */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['HonourPerson'][];
              total: number;
            };
          };
        };
      };
    };
  };
  getHonourDetail: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        /** @description 当前会员 id，可为空（未登录） */
        memberId?: string;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the person, the specialty HTML and the comments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['HonourDetail'];
          };
        };
      };
    };
  };
  getHonourSameFieldList: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page of honour people */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['HonourPerson'][];
              total: number;
            };
          };
        };
      };
    };
  };
  myLikeExpert: {
    parameters: {
      query: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
        /** @description 当前会员 id（文档拼写 memberid） */
        memberid: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page of experts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Expert'][];
              total: number;
            };
          };
        };
      };
    };
  };
  getExpertList: {
    parameters: {
      query?: {
        /** @description 按姓名搜索（也匹配简介） */
        searchName?: string;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description page of experts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            page?: {
              records: components['schemas']['Expert'][];
              total: number;
            };
          };
        };
      };
    };
  };
  getExpertDetail: {
    parameters: {
      query: {
        id: components['parameters']['id'];
        /** @description 当前会员 id（isLike、isFabulous、评论点赞状态） */
        memberId?: string;
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the expert with ratings, labels and comments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['ExpertDetail'];
          };
        };
      };
    };
  };
  getExpertLabelList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description every label a comment may carry */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['ExpertLabel'][];
          };
        };
      };
    };
  };
  saveExpertContent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExpertCommentRequest'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
    };
  };
  getConsultingHistory: {
    parameters: {
      query: {
        /** @description 当前会员 id */
        memberid: components['schemas']['Id'];
        /** @description 专家的会员 id */
        toMemberId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description chat messages, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['ConsultingMessage'][];
          };
        };
      };
    };
  };
  getConsultingNew: {
    parameters: {
      query: {
        /** @description 当前会员 id */
        memberid: components['schemas']['Id'];
        /** @description 专家的会员 id */
        toMemberId: string;
        /** @description 已显示的最后一条消息 id */
        lastId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description chat messages, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['ConsultingMessage'][];
          };
        };
      };
    };
  };
  sendConsulting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          memberid: components['schemas']['Id'];
          toMemberId: string;
          /**
           * @description 1 图片, 2 文字
           * @enum {integer}
           */
          content: 1 | 2;
          /** @description 文字内容或图片地址 */
          memberContent: string;
        };
      };
    };
    responses: {
      /** @description the stored message */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['ConsultingMessage'];
          };
        };
      };
    };
  };
  getNoticeList: {
    parameters: {
      query?: {
        pageIndex?: components['parameters']['pageIndex'];
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description one page of notices in data, newest first, and the total */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Notice'][];
            total: number;
          };
        };
      };
    };
  };
  getNoticeDetail: {
    parameters: {
      query: {
        id: components['parameters']['id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the notice with its HTML content */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data?: components['schemas']['Notice'];
          };
        };
      };
    };
  };
}
