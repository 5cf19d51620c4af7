// generated from spec/openapi.yaml by npm run generate — do not edit
export interface paths {
    "/api/login/loginOrRegister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 账号密码登录 */
        get: operations["loginOrRegister"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/loginOrRegisterPhoneCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 手机验证码登录 */
        get: operations["loginOrRegisterPhoneCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cyapp/login/loginByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 手机验证码登录（旧接口） */
        post: operations["loginByCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/sendCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发送短信验证码 */
        get: operations["sendCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/updatePwd1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 找回密码 */
        post: operations["updatePwd1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/personalRegister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 个人注册 */
        post: operations["personalRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/legalPersonRegister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 法人注册 */
        post: operations["legalPersonRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/getUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 按票据取当前用户 */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 退出登录 */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/generateQrCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 生成扫码登录二维码 */
        get: operations["generateQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/scanLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 轮询扫码状态（每秒一次） */
        post: operations["scanLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personalcenter/getMemberDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 会员详情 */
        get: operations["getMemberDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/systeminfo/getInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 系统说明文本（协议、规则） */
        get: operations["getInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/advertisement/getAdvertisementList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 广告位（头部 App 二维码等） */
        get: operations["getAdvertisementList"];
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
        Phone: string;
        SmsCode: string;
        PersonalRegistration: {
            realName?: string;
            identity: string;
            phone: components["schemas"]["Phone"];
            code: components["schemas"]["SmsCode"];
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
            isCompany: components["schemas"]["IsCompany"];
            idcardStatus: components["schemas"]["IdcardStatus"];
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
            idcardStatus: components["schemas"]["IdcardStatus"];
            isCompany: components["schemas"]["IsCompany"];
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
    };
    responses: {
        /** @description code and msg only */
        Empty: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"];
            };
        };
        /** @description the session a login returns */
        LoginSession: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["LoginSession"];
                };
            };
        };
    };
    parameters: {
        pageIndex: number;
        pageSize: number;
        pageNo: number;
        memberId: string;
        id: string;
        /** @description 0 个人, 1 法人 */
        isCompany: components["schemas"]["IsCompany"];
        phoneQuery: string;
        codeQuery: string;
        ticket: string;
        userId: string;
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
                isCompany: components["parameters"]["isCompany"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoginSession"];
        };
    };
    loginOrRegisterPhoneCode: {
        parameters: {
            query: {
                phone: components["parameters"]["phoneQuery"];
                code: components["parameters"]["codeQuery"];
                /** @description 0 个人, 1 法人 */
                isCompany: components["parameters"]["isCompany"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoginSession"];
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
                "application/x-www-form-urlencoded": {
                    mobile: string;
                    code: string;
                };
            };
        };
        responses: {
            200: components["responses"]["LoginSession"];
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
            200: components["responses"]["Empty"];
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
                "application/json": {
                    phone: components["schemas"]["Phone"];
                    code: components["schemas"]["SmsCode"];
                    password: string;
                    isCompany: components["schemas"]["IsCompany"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
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
                "application/json": components["schemas"]["PersonalRegistration"] & Record<string, never>;
            };
        };
        responses: {
            200: components["responses"]["Empty"];
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
                "application/json": components["schemas"]["PersonalRegistration"] & {
                    company: string;
                    creditCode: string;
                    /** @description 法定代表人姓名 */
                    userName: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    getUser: {
        parameters: {
            query: {
                ticket: components["parameters"]["ticket"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description id and username of the ticket's owner */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id: string;
                            username: string;
                        };
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query: {
                ticket: components["parameters"]["ticket"];
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
                    "application/json": components["schemas"]["Envelope"] & {
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
                    "application/json": components["schemas"]["Envelope"] & {
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description 0 等待扫码, 2 已扫码, 其他 已登录 */
                            state: number;
                            session?: components["schemas"]["LoginSession"];
                        };
                    };
                };
            };
        };
    };
    getMemberDetail: {
        parameters: {
            query: {
                userId: components["parameters"]["userId"];
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MemberDetail"];
                    };
                };
            };
        };
    };
    getInfo: {
        parameters: {
            query: {
                /** @description 1 用户协议, 2 创作者协议/隐私政策, 3 活动报名须知, 6 茶荣誉, 8 签到规则, 10 注册协议 */
                type: 1 | 2 | 3 | 6 | 8 | 10;
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
                    "application/json": components["schemas"]["Envelope"] & {
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
                    "application/json": components["schemas"]["Envelope"] & {
                        page?: {
                            records: components["schemas"]["Advertisement"][];
                            total: number;
                        };
                    };
                };
            };
        };
    };
}
