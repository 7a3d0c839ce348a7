// DO NOT EDIT: generated from schemas/openapi.yaml and the schema files it references by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database readiness. */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/domainDetect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolves site, stores, languages and currency for a domain (spec 1).
         * @description Without a body (or a domain in it) the Referer header, then Host, decides.
         */
        post: operations["domainDetect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/commons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists shared by every site, languages or countries. */
        get: operations["getCommons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/option/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site options, all or the listed keys (spec 3). */
        get: operations["filterOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/element/getByHandlers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Layout elements (header, footer, cookie sections) of the request language. */
        post: operations["getElementsByHandlers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/element/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Layout elements by handlers given in the query (spec 7 "CMS elements filter"). */
        get: operations["filterElements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/navigation/tree/{handle}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The navigation tree of a menu in the request language. */
        get: operations["getNavigationTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/term/getBySlug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page by its slug in the request language (returns slugMain); with by=slugMain, the request language's translation of a canonical slug. */
        get: operations["getTermBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/finder/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a localised path shows; 404 when no page matches. */
        post: operations["finderDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/finder/getUrlOnLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The URL of the same page in another language (language switch). */
        post: operations["getUrlOnLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs a user in with e-mail and password (spec 4, 7); answers tokens and the user.
         * @description The access token lasts 1 hour, the refresh token 30 days. A wrong e-mail or password is a 401 with the same message either way.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Swaps a refresh token for a new pair of tokens (spec 4); the old refresh token is spent.
         * @description An accessToken header sent along is revoked as well. A missing, unknown, spent or expired refresh token is a 401: the client logs the user out.
         */
        get: operations["refresh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes the access token and the refresh token sent in the headers (spec 4).
         * @description Needs at least one live token (accessToken or refreshToken header); revokes every one sent. No body.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user of the accessToken header (spec 7); back-office users have isBackofficeUser. */
        get: operations["getWebProfile"];
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
        /**
         * AuthTokens
         * @description A logged-in session (spec 3): the access token (1 hour, sent as the accessToken header) and the refresh token (30 days, sent as the refreshToken header to GET /api/v1/refresh).
         */
        AuthTokens: {
            accessToken: string;
            refreshToken: string;
        };
        /**
         * Country
         * @description A country for addresses and delivery (spec 3).
         */
        Country: {
            id: number;
            /** @description ISO 3166-1 alpha-2, e.g. HR. */
            iso: string;
            /** @description ISO 3166-1 alpha-3, e.g. HRV. */
            code: string;
            name: string;
        };
        /**
         * DomainConfig
         * @description What the site resolves at start-up from its domain (spec 1, 3; POST /api/v2/domainDetect).
         */
        DomainConfig: {
            apiKeyToken: string;
            siteID: string;
            stores: {
                storeID: number;
                language: components["schemas"]["LanguageCode"];
            }[];
            languages: components["schemas"]["Language"][];
            defaultLanguage: components["schemas"]["LanguageCode"];
            /** DomainInfo */
            domain: {
                name: string;
                url: string;
            };
            /** CurrencySettings */
            currency: {
                allowedCurrencies: {
                    id: number;
                    label: string;
                }[];
                mainCurrencyId: number;
                label: string;
                symbol: string;
            };
        };
        /**
         * DomainDetectRequest
         * @description Optional body of POST /api/v2/domainDetect; without a domain the Referer or Host header decides.
         */
        DomainDetectRequest: {
            /** Format: hostname */
            domain?: string;
        };
        /**
         * ElementNode
         * @description One element instance in a page tree; props are checked by schemas/elements/<type>.schema.json.
         */
        ElementNode: {
            id: string;
            type: string;
            props: {
                [key: string]: unknown;
            };
            /** @description Overrides below 1024px; only the props the type lists in x-element.mobileOverrides. */
            mobileProps?: {
                [key: string]: unknown;
            };
            /** @description Child elements by slot name (e.g. column-1 of columns). */
            slots?: {
                [key: string]: components["schemas"]["ElementNode"][];
            };
        };
        /**
         * ErrorResponse
         * @description Every failed API call (spec 8): message is the translated text of key.
         */
        ErrorResponse: {
            /** ApiError */
            error: {
                status: number;
                message: string;
                key: string;
                /** @description One entry per invalid input, path a JSON pointer into it. */
                fields?: {
                    path: string;
                    message: string;
                    key?: string;
                }[];
            };
        };
        /**
         * FinderDecideRequest
         * @description Body of POST /api/v1/cms/finder/decide: the path segments after the language prefix.
         */
        FinderDecideRequest: {
            route: components["schemas"]["Slug"][];
        };
        /**
         * FinderResult
         * @description What a localised path shows (POST /api/v1/cms/finder/decide).
         */
        FinderResult: {
            /** @constant */
            type: "page";
            term: components["schemas"]["Term"];
            isHome: boolean;
            /**
             * Theme
             * @description Landing style of the page's own content (spec 1): the page's settings.landingStyle, else the site's, which its landing page (HomePageSlug) decides: restaurant -> vitrina, hall -> bells, accommodation -> helena, else bugarin.
             * @enum {string}
             */
            theme: "vitrina" | "bells" | "helena" | "bugarin";
            /** @description The same page in each other site language, by three-letter code (language switch, hreflang); a page without a translation gets that language's home page. */
            translations: {
                [key: string]: components["schemas"]["UrlOnLanguage"];
            };
        };
        /**
         * GetByHandlersRequest
         * @description Body of POST /api/v1/cms/element/getByHandlers.
         */
        GetByHandlersRequest: {
            handlers: components["schemas"]["LayoutHandler"][];
        };
        /**
         * Health
         * @description Liveness and database readiness (GET /api/v1/health).
         */
        Health: {
            /** @constant */
            status: "ok";
            /** @constant */
            database: "ok";
            version: string;
        };
        /**
         * LandingStyle
         * @description One of the four landing styles of spec 1 (header, footer, fonts and colours).
         * @enum {string}
         */
        LandingStyle: "bugarin" | "helena" | "bells" | "vitrina";
        /**
         * Language
         * @description A language the site can be shown in (spec 3).
         */
        Language: {
            id: number;
            name: string;
            code: components["schemas"]["LanguageCode"];
            code2: components["schemas"]["LanguageCode2"];
            /** @description The language's name in other languages, keyed by their two-letter code. */
            names: {
                [key: string]: string;
            };
        };
        /**
         * LanguageCode
         * @description Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.
         */
        LanguageCode: string;
        /**
         * LanguageCode2
         * @description Two-letter language code (ISO 639-1), e.g. hr, en, de; also the URL prefix.
         */
        LanguageCode2: string;
        /**
         * LayoutElement
         * @description A header, footer or cookie section of one language (spec 3); options are checked by schemas/elements/<handler>.options.schema.json.
         */
        LayoutElement: {
            id: number;
            handler: components["schemas"]["LayoutHandler"];
            /** @constant */
            type: "static-element";
            title: string;
            slug: string;
            parts: components["schemas"]["ElementNode"][];
            meta: {
                [key: string]: unknown;
            };
            mobileMeta: {
                [key: string]: unknown;
            };
            options: {
                [key: string]: unknown;
            };
            mobileOptions: {
                [key: string]: unknown;
            };
            language_code: components["schemas"]["LanguageCode"];
            /** Format: date-time */
            created_at: string;
        };
        /**
         * LayoutHandler
         * @description Which layout section a layout element fills (spec 3).
         * @enum {string}
         */
        LayoutHandler: "header-section" | "footer-section" | "cookie-section";
        /**
         * LoginRequest
         * @description Body of POST /api/v1/login (spec 5 login rules): the e-mail as username, the password and optionally the site's API key.
         */
        LoginRequest: {
            /**
             * Format: email
             * @description The user's e-mail address.
             * @example kupac@example.com
             */
            username: string;
            /** @example not-the-password */
            password: string;
            /** @description The site's API key (DomainConfig.apiKeyToken); an unknown one is a 401. */
            apiKey?: string;
        };
        /**
         * LoginResult
         * @description What POST /api/v1/login answers (spec 7): the session's tokens and the user.
         */
        LoginResult: {
            tokens: components["schemas"]["AuthTokens"];
            user: components["schemas"]["User"];
        };
        /**
         * LogoutResult
         * @description What POST /api/v1/logout answers: how many of the tokens sent were revoked (1 or 2).
         */
        LogoutResult: {
            revoked: number;
        };
        /**
         * NavigationItem
         * @description One entry of a navigation tree (the 'main' menu), with its sub-entries.
         */
        NavigationItem: {
            id: number;
            title: string;
            link: string;
            /** @enum {string} */
            type: "internal" | "static" | "external";
            children: components["schemas"]["NavigationItem"][];
        };
        /**
         * PageDocument
         * @description A stored page, current version: settings and an element tree. Older versions are migrated on load (common/page-document-migrations.ts); stored rows are never rewritten in place.
         */
        PageDocument: {
            /** @constant */
            version: 2;
            settings: components["schemas"]["PageSettings"];
            elements: components["schemas"]["ElementNode"][];
        };
        /**
         * PageSettings
         * @description Settings of one page (page document version 2); every key is optional.
         */
        PageSettings: {
            /** @description Dresses this page's own content in another landing style; absent = the site's style (the HomePageSlug page's). */
            landingStyle?: components["schemas"]["LandingStyle"];
        };
        /**
         * RefreshResult
         * @description What GET /api/v1/refresh answers (spec 7): a new pair of tokens; the refresh token sent is spent.
         */
        RefreshResult: {
            tokens: components["schemas"]["AuthTokens"];
        };
        /**
         * SiteOption
         * @description A CMS site option (spec 3), e.g. HomePageSlug, Logo, CopyrightText.
         */
        SiteOption: {
            key: string;
            value: string;
            /** @description The media item attached to the option (e.g. the logo), or null. */
            media?: {
                [key: string]: unknown;
            } | null;
        };
        /**
         * Slug
         * @description One URL segment: lower-case letters and digits joined by single hyphens.
         */
        Slug: string;
        /**
         * Term
         * @description A page or post in one language; slugMain ties its translations together and picks the landing style.
         */
        Term: {
            id: number;
            /** @enum {string} */
            type: "page" | "post";
            slug: components["schemas"]["Slug"];
            slugMain: components["schemas"]["Slug"];
            language_code: components["schemas"]["LanguageCode"];
            title: string;
            description: string;
            document: components["schemas"]["PageDocument"];
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * UrlOnLanguage
         * @description The same page in another language (language switch); slug is empty for the home page.
         */
        UrlOnLanguage: {
            url: string;
            slug: string;
        };
        /**
         * UrlOnLanguageRequest
         * @description Body of POST /api/v1/cms/finder/getUrlOnLanguage; an empty slug is the home page.
         */
        UrlOnLanguageRequest: {
            slug: string;
            targetLanguage: components["schemas"]["LanguageCode"];
        };
        /**
         * User
         * @description A registered user as the site sees it (spec 3; GET /api/v1/user/web/profile). isBackofficeUser decides edit mode and the site in maintenance mode (spec 6).
         */
        User: {
            id: number;
            /** Format: email */
            email: string;
            username: string;
            /** UserDetails */
            details: {
                firstName: string;
                lastName: string;
            };
            memberCardBarcode: string | null;
            isBackofficeUser: boolean;
            /** @description The user's scopes, space-separated (spec 6), e.g. admin or web. */
            scope: string;
            /** @description Saved addresses (spec 3 Address: id and type here); empty until addresses exist. */
            addresses: {
                id: number;
                /** @enum {string} */
                type: "Main" | "Shipping" | "main" | "billing" | "shipping" | "other";
            }[];
            /**
             * UserCompany
             * @description The user's company, or null.
             */
            company: {
                name: string;
            } | null;
        };
    };
    responses: {
        /** @description The layout elements found (missing handlers are left out). */
        LayoutElements: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["LayoutElement"][];
                };
            };
        };
        /** @description Invalid input; error.fields lists each invalid value (spec 5 messages). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unknown API key, wrong e-mail or password, or a missing, unknown or expired token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such site, page or API address. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request body is larger than the limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request body is not application/json. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Rate limit reached. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Maintenance or the database does not answer. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
        apiKey: string;
        /** @description The site identifier (DomainConfig.siteID). */
        site: string;
        /** @description The store identifier (DomainConfig.stores[].storeID). */
        store: string;
        /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
        language: components["schemas"]["LanguageCode"];
        /** @description A logged-in user's access token. */
        accessToken: string;
        /** @description A refresh token (AuthTokens.refreshToken); a missing one is a 401, not a 400. */
        refreshToken: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server and its database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Health"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    domainDetect: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DomainDetectRequest"];
            };
        };
        responses: {
            /** @description The domain configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DomainConfig"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCommons: {
        parameters: {
            query: {
                type: "languages" | "countries";
            };
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Languages or countries, by the type asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Language"][] | components["schemas"]["Country"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    filterOptions: {
        parameters: {
            query?: {
                /** @description Comma-separated option keys, e.g. HomePageSlug,Logo. */
                keys?: string;
            };
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getElementsByHandlers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetByHandlersRequest"];
            };
        };
        responses: {
            200: components["responses"]["LayoutElements"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    filterElements: {
        parameters: {
            query: {
                /** @description Comma-separated handlers, e.g. header-section,footer-section. */
                handlers: string;
            };
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LayoutElements"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNavigationTree: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path: {
                handle: "main";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The top-level items with their children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NavigationItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTermBySlug: {
        parameters: {
            query?: {
                /** @description Which slug the path names; slugMain finds a page's translation (page-list element). */
                by?: "slug" | "slugMain";
            };
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path: {
                slug: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Term"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    finderDecide: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinderDecideRequest"];
            };
        };
        responses: {
            /** @description The page to show, its theme and whether it is the home page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FinderResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUrlOnLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UrlOnLanguageRequest"];
            };
        };
        responses: {
            /** @description The URL and slug in the target language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UrlOnLanguage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description The new session's tokens and the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
                /** @description A refresh token (AuthTokens.refreshToken); a missing one is a 401, not a 400. */
                refreshToken?: components["parameters"]["refreshToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RefreshResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
                /** @description A refresh token (AuthTokens.refreshToken); a missing one is a 401, not a 400. */
                refreshToken?: components["parameters"]["refreshToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many tokens were revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LogoutResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site's API key (DomainConfig.apiKeyToken); without it the Host decides. */
                apiKey?: components["parameters"]["apiKey"];
                /** @description The site identifier (DomainConfig.siteID). */
                site?: components["parameters"]["site"];
                /** @description The store identifier (DomainConfig.stores[].storeID). */
                store?: components["parameters"]["store"];
                /** @description Three-letter language code (hrv, eng, deu); missing means the site's default. */
                language?: components["parameters"]["language"];
                /** @description A logged-in user's access token. */
                accessToken?: components["parameters"]["accessToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logged-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
