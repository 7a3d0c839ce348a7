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
    "/api/v1/cms/wishlist/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in web user's wishlist, newest first (spec 7 wishlist filter; the site asks with limit 9999).
         * @description Only the caller's own items, of products the request's site still sells; a visitor gets 401.
         */
        get: operations["listWishlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/wishlist/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts a product on the signed-in web user's wishlist or takes it off (spec 4 toggle, spec 7 wishlist create).
         * @description With wished the call sets the state and a repeat changes nothing; without it the call toggles. The product must be sold in the request's site (404 otherwise); a wishlist holds at most 500 products. A visitor gets 401.
         */
        post: operations["toggleWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pages, products and product categories matching a text, ranked and paginated per category (spec 2 search screen, spec 7 cms search). */
        post: operations["searchSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/post/filterStandard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Published posts of the request's language whose time has come, by categories or tags, post types (default ['post']) and a date range, newest first, 10 a page, as cards (display components, the default) or each with its body as sanitised HTML (display legacy) (spec 7 post filterStandard, spec 9; decision 049). */
        post: operations["filterPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/post/getBySlug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published post of the request's language by its slug, with its body, tags and translations (spec 2 post page); 404 for a scheduled one before its time. */
        get: operations["getPostBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/postType/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The post types of the request's language's published posts (spec 7 postType; 'post' by default, spec 9). */
        get: operations["filterPostTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/term/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post categories or tags of the request's language by title, 5 unless limit or noPaginate says otherwise (spec 7 CMS term filter, spec 9). */
        post: operations["filterTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Creates or replaces a post in the request's language by its slugMain (issue 22); a published_at ahead of now schedules it. */
        put: operations["savePost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/posts/{slugMain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a post in every language (issue 22). */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/posts/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Creates or replaces a post category or tag in the request's language by its slugMain (issue 22). */
        put: operations["savePostTerm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/posts/terms/{type}/{slugMain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a post category or tag in every language; its subcategories lose their parent (issue 22). */
        delete: operations["deletePostTerm"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar/event/public/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Published events of the request's language, upcoming (not yet ended, soonest first) or past (latest first), optionally starting in a date range, 10 a page (spec 7 event/public/filter, issue 22). */
        post: operations["filterEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar/event/public/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published event by its id in the request's language (spec 7 event/public/get, spec 2 event page); 404 for an unpublished one or one without texts in the language. */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar/event/public/signUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A visitor signs up for a published event that takes sign-ups (issue 22, decision 054) with the site's event sign-up form (formSlug prijava-na-dogadjaj: name, e-mail, seats; the consents of its assignment; the captcha, or confirmByEmail without JavaScript), checked as storeData checks a submission. The seats are taken by one conditional UPDATE (attendees + seats within the capacity) in the transaction that stores the submission (listed in /admin/forms with the event named), so two visitors racing for the last seat get one success and one 409 eventFull. An event that has ended is a 409 eventEnded, one that takes no sign-ups a 409 eventSignupsClosed, an unpublished or unknown one a 404. Sent with confirmByEmail, the seats are taken when the mailed link is opened. */
        post: operations["signUpForEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The back office's events of the site, published or not, upcoming (not yet ended, soonest first) or past (latest first), 20 a page, with their texts in the request's language (issue 22, decision 054). */
        get: operations["listAdminEvents"];
        /** Creates an event (no id) or replaces one (its id) with its texts in the request's language (issue 22). */
        put: operations["saveEvent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event of the site, published or not, with its texts in the request's language (null when it has none yet: the back office adds them) (issue 22, decision 054). */
        get: operations["getAdminEvent"];
        put?: never;
        post?: never;
        /** Deletes an event in every language (issue 22). */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/comment/getOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The site's comment and rating options with their defaults (spec 7 comment/getOptions, spec 3; issue 22). */
        post: operations["getCommentOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/comment/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A post's or product's published comments, newest first, with their count and average rating (issue 22).
         * @description With a signed-in caller's access token, `mine` also holds the caller's own comments on the target that wait for approval (or were rejected). An unknown target is 404.
         */
        post: operations["filterComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/comment/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comments on a post or reviews a product, under the site's comment options (spec 3, spec 8 messages; issue 22).
         * @description loggedUsersOnly (401) when the target's rules want a signed-in user, oneUserOneComment (409) for a second comment of one user under OneUserOneComment, alreadyPostedComment (409) for a second anonymous review from one address without AnonymousCanMultipleReview, sendContentOrRating, rateToComment and commentToRate (400). With RequireAdminPublishing the comment waits for approval (status pending). Limited per user and address (429).
         */
        post: operations["createComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/comment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The author edits their own comment (UserCanEditComment, else commentEditNotAllowed; issue 22).
         * @description Only the signed-in author (401 for a visitor, 403 commentEditNotAllowed for another's comment or when UserCanEditComment is off). The same content rules as create; with RequireAdminPublishing the edited comment waits for approval again.
         */
        put: operations["updateComment"];
        post?: never;
        /** The signed-in author deletes their own comment (issue 22). */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's comments and reviews for moderation, pending first, then newest first (issue 22). */
        get: operations["listCommentsForModeration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/comments/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approves (published), rejects or sends back to pending a comment; the target's pages are renewed (issue 22). */
        put: operations["moderateComment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes any comment of the site (issue 22). */
        delete: operations["deleteCommentAsAdmin"];
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
    "/api/v1/admin/builder/documents/{kind}/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The editable draft of a page or section in the request's language, with its revision (spec 2 edit mode).
         * @description Opening a document that was never edited starts its draft from what is published. A language without its own variant answers the Croatian draft with exists false.
         */
        get: operations["getBuilderDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/documents/{kind}/{key}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Autosaves the draft of the request's language; 409 with the current draft when baseRevision is not the latest.
         * @description Every element is checked with its generated validator (400 lists the JSON paths of the errors); rich text is sanitised. The tree's structure is shared by every language; localised props are stored for the request's language only.
         */
        put: operations["saveBuilderDraft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/documents/{kind}/{key}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes the request's language of the draft: a new version with author and time; the page cache drops it at once. A language with untranslated texts publishes only with the body saying to hide or confirm them (409 otherwise; decision 057). */
        post: operations["publishBuilderDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/documents/{kind}/{key}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Schedules publishing the request's language at a date-time (kept in the database; survives restarts). */
        put: operations["scheduleBuilderPublish"];
        post?: never;
        /** Cancels the scheduled publish of the request's language. */
        delete: operations["cancelBuilderSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/documents/{kind}/{key}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published versions of the request's language, newest first (without their documents). */
        get: operations["listBuilderVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/documents/{kind}/{key}/versions/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published version with its document. */
        get: operations["getBuilderVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/documents/{kind}/{key}/versions/{number}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes an older version the draft of its language again (a new draft revision; publish to make it public). */
        post: operations["restoreBuilderVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every page with its language variants (section manager, link picker). */
        get: operations["listBuilderPages"];
        put?: never;
        /** Creates a page in the request's language (spec 2 new-page modal), empty or from a template; its slug is its slugMain. */
        post: operations["createBuilderPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/pages/{slugMain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a page in every language with its drafts and versions (not the home page). */
        delete: operations["deleteBuilderPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/pages/{slugMain}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a page's missing language variant from the Croatian one; answers its draft. */
        post: operations["createBuilderTranslation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every blog post with its language variants, drafts included (decision 053: the builder finds a post by its slug). */
        get: operations["listBuilderPosts"];
        put?: never;
        /** Creates a blog post in the request's language ('Nova objava', issue 22) as an unpublished builder draft (visitors do not see it until it is published); its slug is its slugMain. */
        post: operations["createBuilderPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/posts/{slugMain}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a post's missing language variant from the Croatian one (its own title and slug, tied by slugMain; categories and tags mapped to that language's); answers its draft. */
        post: operations["createBuilderPostTranslation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The intrinsic size and written sizes of the media library images at these paths (the site draws them as <picture>); paths of no image of the site are left out. */
        post: operations["getMediaPictures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads images to the media library (multipart, field files, at most 20 at once, spec 9).
         * @description All or nothing: one refused file (type by content, size, empty, too many pixels) refuses the upload and nothing is kept.
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The media library, newest first, optionally searched by title, text or file name. */
        get: operations["filterMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One media item. */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edits title, alternative text (description) and caption. */
        patch: operations["updateMedia"];
        trace?: never;
    };
    "/api/v1/admin/media/{id}/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces the file of a media item: same id, texts and folder, so pages that show it show the new picture (another format changes the extension of its original and fallback paths). */
        post: operations["replaceMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/directoryItem/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a media item and its files; refused (409 with where it is used) while a draft, page or master uses it. */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/masters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Masters or templates (choose master component modal, admin templates). */
        get: operations["filterMasters"];
        put?: never;
        /** Saves an element subtree as a master, or a page as a template. */
        post: operations["createMaster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/builder/masters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One master or template with its tree. */
        get: operations["getMaster"];
        /** Changes a master (every instance follows on the site at once) or a template. */
        put: operations["updateMaster"];
        post?: never;
        /** Deletes a master or template (a page made from a template keeps its own copy). */
        delete: operations["deleteMaster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/cache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caches in Redis with their sizes (spec 2 /admin/cache); 404 unless REDIS_URL is set. */
        get: operations["listCaches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The backups' state for /admin (issue 24): the last that succeeded, a failure since, overdue after a day without one. */
        get: operations["getBackupStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/cache/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Clears one cache (a name from listCaches, or all); 404 unless REDIS_URL is set. */
        delete: operations["clearCache"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/general/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One setting of the signed-in back-office user (spec 7 settings general/user); a setting never saved is a 404 settingMissing (spec 6: the admin locale must be set). */
        get: operations["getUserSetting"];
        /** Saves one setting of the signed-in back-office user, e.g. the global language the admin area speaks. */
        put: operations["saveUserSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/domain/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The domains the site answers on (spec 2 domain list; spec 7 settings domain filter). */
        get: operations["filterDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/domain/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a domain to the site; a name another site uses is refused (409), the URL must be on that name. */
        post: operations["createDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/domain/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a domain of the site; the site's last domain and the one the call arrives on are refused (400). */
        delete: operations["deleteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers a web user, simple or with addresses (spec 3, 4), with the same answer for a new and a known e-mail.
         * @description A new account gets a verification mail (link to the login page with verificationToken); a known address gets a notice instead, so the answer never tells whether an account exists. Rate limited per address and e-mail.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/verify/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verifies an e-mail address with the single-use token of its mail (spec 2, 7). */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/verify/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the verification mail again to an unverified account; the same answer for any address. */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Updates the logged-in user's names, e-mail and membership card barcode (spec 4, 7).
         * @description A changed e-mail is not taken at once: a verification mail goes to the new address, which replaces the old one when its link is followed.
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/v1/user/web/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the logged-in user's password (oldPassword, newPassword; spec 3, 5, 7). */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a single-use reset link when the address has an account; the same answer either way. */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/password/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the token of a reset link; every session of the account ends. */
        post: operations["setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the site holds about the logged-in user, for download (issue 9, GDPR access).
         * @description The account, its addresses, recorded consents, sessions and pending links (times only, never a token), and the mails sent to the account's address with the tokens of their links removed.
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes the logged-in user's account, confirmed with its password (issue 9, GDPR erasure).
         * @description Every session, token and pending link ends, addresses and consents are deleted, and the account row is anonymised (no name, e-mail or password), so the address can register again while rows that must stay for the merchant's books (orders) keep pointing at an anonymous account. Back-office accounts are refused (403).
         */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/address/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user's saved addresses (spec 3). */
        get: operations["listAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/address/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a new address of the logged-in user (spec 5 rules). */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/address/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a saved address of the logged-in user; another user's id is a 404. */
        patch: operations["updateAddress"];
        trace?: never;
    };
    "/api/v1/user/web/address/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a saved address of the logged-in user; another user's id is a 404. */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/web/validateMembersBarcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a membership card barcode (spec 4, 7), valid when an EAN-13 no other account holds. */
        post: operations["validateMembersBarcode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/social/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The OpenID Connect providers of the social login (spec 2, 4), names only; the site option SocialLoginProviders. */
        get: operations["listSocialProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/social/redirect-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Begins a social login (spec 7 social redirect-login), answering the provider's authorization URL (code flow with PKCE, state and nonce) and the flow's state.
         * @description The flow (state, nonce, PKCE verifier, the return path) is kept in the database for 10 minutes and can be finished once. The redirect URI is the social login route of the request's language on the site's own origin. A provider that does not answer is a 502.
         */
        get: operations["socialRedirectLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/social/oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finishes a social login (spec 7 social oauth) and starts a session as the password login does.
         * @description Exchanges the code (PKCE), validates the ID token (signature, issuer, audience, nonce) and finds the account by the provider's subject, else by the e-mail: a provider-verified e-mail links to an existing account or creates one; an unverified one is refused (409). Denied consent or a bad or spent state is a 400; a provider that does not answer is a 502.
         */
        post: operations["socialOauth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mail/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest mails of the outbox, newest first (back-office users only). */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/web/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One visible product by slug (request language) or id (spec 7), prices in the main currency and, with currency, a converted view. */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/web/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Products by keywords, filters, categories, featured and discount; sorted and paginated (spec 3, 5, 9). */
        post: operations["filterProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/layered/navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The layered filters (facets) with disjunctive counts and ranges for the given filters. */
        post: operations["layeredNavigation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/category/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product category by slug (request language) or id, with its children. */
        get: operations["getProductCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/category/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Product categories sorted by id ascending; with tree, nested under their parents (spec 7). */
        post: operations["filterProductCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/tag/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Product tags with the number of visible products that carry them. */
        post: operations["filterProductTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/checkBundles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether bundles can go to the cart as they are, or need the customization modal (spec 4). */
        get: operations["checkBundles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/attribute/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product attribute with its values and labels in all languages (back office).
         * @description Needs a back-office user's accessToken (401 without one, 403 for other users).
         */
        get: operations["filterAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a product (back office).
         * @description Needs a back-office user's accessToken (401 without one, 403 for other users).
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replaces a product's data (back office).
         * @description Needs a back-office user's accessToken (401 without one, 403 for other users).
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/api/v1/product/category/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a product category (back office).
         * @description Needs a back-office user's accessToken (401 without one, 403 for other users).
         */
        post: operations["createProductCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/category/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replaces a product category's data (back office).
         * @description Needs a back-office user's accessToken (401 without one, 403 for other users).
         */
        patch: operations["updateProductCategory"];
        trace?: never;
    };
    "/api/v1/product/attribute/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a product attribute with its values (back office).
         * @description Needs a back-office user's accessToken (401 without one, 403 for other users).
         */
        post: operations["createAttribute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/attribute/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replaces a product attribute and its values (back office).
         * @description Needs a back-office user's accessToken (401 without one, 403 for other users).
         */
        patch: operations["updateAttribute"];
        trace?: never;
    };
    "/api/v1/product/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The back office's product list, archived products and variants included (spec 2 admin lists).
         * @description Needs a back-office user's accessToken (401 without one, 403 for other users). Names in the request's language; search matches the name or the SKU, diacritics and case aside; sorted by name, then id.
         */
        get: operations["listProductsForEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product as updateProduct takes it, in every language (the back office form).
         * @description Needs a back-office user's accessToken (401 without one, 403 for other users).
         */
        get: operations["getProductForEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/category/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product category as updateProductCategory takes it, every language (back office).
         * @description Needs a back-office user's accessToken (401 without one, 403 for other users).
         */
        get: operations["getProductCategoryForEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/getNewCartSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new, empty cart and its credentials (spec 7 getNewCartSession; the site itself makes the cart on the first add, spec 4). */
        get: operations["getNewCartSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/getCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart with its lines and prices, computed by the server (spec 7 getCart). A wrong protectCode is a 404, as an unknown cart; an archived cart a 409 'Cart is archived.'. */
        post: operations["getCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/validateCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 validateCart: the cart as the server has it now and whether its member card is still valid (spec 4 change detection). */
        post: operations["validateCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/getAbandoned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 4: a signed-in user's last active cart (merged with the cart of cartId and protectCode when given), with a new protectCode; 404 when there is none. */
        post: operations["getAbandonedCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/clearCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes every line, the coupon and the chosen methods off the cart (spec 7 clearCart). */
        post: operations["clearCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/applyCoupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a coupon on the cart (spec 4, 7): 404 'Coupon not found!' for an unknown, inactive or expired code, 400 when its conditions are not met. */
        post: operations["applyCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/removeCoupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes the coupon off the cart (spec 7 removeCoupon). */
        post: operations["removeCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/applyMemberCard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a membership card on a signed-in user's cart (spec 4, 7): its lines are then priced at membershipPrice. 400 for a barcode that is not valid; an empty barcode takes the card off. */
        post: operations["applyMemberCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/updateGuestUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 updateGuestUser: the guest's e-mail, or addresses, details and company, kept in the cart. */
        post: operations["updateGuestUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/addItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 addItem: adds a product (spec 4 add rules by format); without cartId a new cart is made and its protectCode answered once. 409 when the stock cannot cover the quantity. */
        post: operations["addCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cart/updateItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** spec 7 updateItem: a line's quantity and options; a coupon the change makes invalid is removed (notices say so). */
        patch: operations["updateCartItem"];
        trace?: never;
    };
    "/api/v2/cart/deleteItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** spec 7 deleteItem: removes a line. */
        delete: operations["deleteCartItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkout/getAvailableCountries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The countries checkout offers (spec 5: the checkout settings' list, one country, or ALL), names in the request language. */
        post: operations["getAvailableCountries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkout/getApplicableDeliveryMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The delivery methods for the cart and the shipping country, priced for this cart (spec 7); empty for an e-product cart. */
        post: operations["getApplicableDeliveryMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkout/saveDeliveryMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** spec 7 saveDeliveryMethod: 400 shippingMethodNotFound for a method not offered, shippingBranchUndefined without a branch it needs. */
        put: operations["saveDeliveryMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkout/getApplicablePaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payment methods for the cart (spec 7). */
        post: operations["getApplicablePaymentMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkout/savePaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** spec 7 savePaymentMethod: 400 paymentMethodUndefined for a method not offered. */
        put: operations["savePaymentMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ecommerce/settings/getCheckoutSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** spec 7 getCheckoutSettings: cart addition behaviour, allowed countries, skipShippingStep, bank transfer details. */
        get: operations["getCheckoutSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 order/create: the cart becomes an order in one transaction (lines, stock, coupon use, archived cart). Idempotent: the same cart answers the same order. 409 when the cart changed since the shopper saw it (cartChanged) or the stock is gone. */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/order/pgSuccess/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 order/pgSuccess: the shopper approved the card wallet's payment of order {id} (its number) with the wallet's buttons (decision 045). With the cart's credentials, the shop captures the provider's order it created for this order through the provider's API; the captured amount and currency must be the order's (else the order is flagged), and the capture is kept as a payment event. Answers the success page's address; an order already paid answers it again. 400 when the approval names another provider order, 404 for a cart without this order or a wrong protectCode, 409 paymentNotAwaiting or walletNotApproved, 502 when the provider does not answer. */
        post: operations["confirmWalletPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/wspay/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WSPay's server-to-server message about an order's card payment (decision 045). Its signature is checked with the shop's key; the paid amount and currency must be the order's. Pays an order waiting for its payment, once; a repeated or late message changes nothing. Every message is kept as a payment event. 400 paymentSignature for a bad signature, 404 for an order the site does not have. */
        post: operations["wspayNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The shopper back from the payment provider on the success or failure page (decision 045): the return is checked and recorded; when the order still waits for its payment, the provider's status check is asked and its signed answer handled like a notification. The return alone never pays. Answers the order as getPlacedOrder does. 404 for a cart without an order or a wrong protectCode. */
        post: operations["readPaymentReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gdpr/consent/filter/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 GDPR consent filter (forWeb, limit 100; decision 047): the consents a form asks for, in the order the form shows them, each under the id the form sends back, its text in the request's language and whether it is required. A form nobody assigned consents to answers no records. */
        post: operations["filterWebConsents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gdpr/web/consent/log/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 gdpr web/consent/log/create (decision 047): records in the append-only consent log that a visitor accepted or withdrew consents of a form: one entry per consent, naming the version of its text now shown, with the server's time. Every id must be one the form asks for (else 400). A webUser needs their accessToken and their account's e-mail (401 without a token or for another e-mail); a guest is recorded by the e-mail given. Limited per address and per e-mail (429), so nobody can fill the log. */
        post: operations["createWebConsentLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/form/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the site's forms are protected with (issue 21): a fresh signed ALTCHA challenge (valid ten minutes, no cookie, nothing stored), or reCAPTCHA v2 invisible with the site's key when the site option RecaptchaSiteKey is set and the server has RECAPTCHA_SECRET. Never cached. */
        get: operations["getFormCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/form/storeData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 form storeData (issue 21): a visitor's submission of a form of a published page, found by formSlug in the site's published documents. The data is checked by the form's own schema (formValueSchema of its fields: no other field, the right types and limits; 400 with message keys), the consents against the form's assignment (400 validation.enum or validation.consentRequired), the captcha (ALTCHA by default, reCAPTCHA v2 invisible when configured; missing recaptchaMissing, forged captchaInvalid, replayed captchaReplayed, expired captchaExpired, all 400). The submission, its consent log entries and a mail to the site's SendEmailTo are written in one transaction. Sent without a captcha with confirmByEmail (a browser without JavaScript), it is kept with a link mailed to the address of the form's e-mail field and awaitingConfirmation is true: confirmEmail receives it (decision 048; no e-mail field: recaptchaMissing, an empty one: formConfirmEmailMissing, 3 links an address a day). Limited per address (429). A form with file fields sends storeDataWithFiles. */
        post: operations["storeFormData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 contact (issue 21): a visitor's message without a form of the builder. Checked like storeData (the consents of the `contact` assignment, the captcha, the same limit per address), kept as a submission of the form `contact` (listed in /admin/forms and in a data subject's export) and mailed to the site's SendEmailTo with Reply-To the visitor, in one transaction. */
        post: operations["contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/contactAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 contactAdmin (issue 21): a back-office user's message to the site's other back-office users, each mailed with Reply-To the sender. Back-office users only. */
        post: operations["contactAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/form/storeDataWithFiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** storeData for a form with file fields (multipart): the field `payload` holds the JSON of storeData first, then the files, each part named by its file field. At most 10 files at once (spec 9, public), each at most 5 MB, its type read from its content (JPEG, PNG, GIF, WebP, PDF) and allowed by its field's accept list: a PDF named .jpg or a program named .pdf is a 400 formFileType; more files 413 tooManyFiles, a bigger one 413 fileTooLarge. */
        post: operations["storeFormDataWithFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/forms/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's form submissions, newest first (issue 21): of one form (formSlug) or all, searched in their values and e-mail (case aside), perPage at most 50; with the site's forms and their counts. Values are text; the screen shows them escaped. */
        get: operations["listFormSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/forms/submissions/export/{formSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One form's submissions as CSV (issue 21): a column per field (the labels of the newest submission's form), then the date, page, language and file names; a cell starting with = + - @ (or a tab or return) gets a leading ' so no spreadsheet runs it as a formula. */
        get: operations["exportFormSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/forms/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file sent with a submission (issue 21), as an attachment with the type read from its content and X-Content-Type-Options nosniff: never shown inline on the site's origin. 404 for another site's file. */
        get: operations["downloadFormFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay again for an order still waiting for its card payment (the failure page, the order in the profile; decision 045): answers the hosted form to the gateway for the same order, as order/create does. 409 paymentNotAwaiting when the order is paid, expired or given up; 404 for a cart without an order or a wrong protectCode. */
        post: operations["retryPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/retry/web/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed-in customer pays one of their orders still waiting for its card payment ('pay now' in the profile; decision 045): answers the hosted form to the gateway for that order, as order/create does. 409 paymentNotAwaiting when it is paid, expired or given up; 404 for another user's order. */
        post: operations["payOrderNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/approve/web/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed-in customer approved the card wallet's payment of one of their orders from the profile ('pay now' of a wallet order; decisions 045, 046): the shop captures the provider's order (or reads the subscription) it created for the order, as order/pgSuccess does with a cart's credentials, and answers the address the payment was started with. 400 when the approval names another provider order, 404 for another user's order, 409 paymentNotAwaiting or walletNotApproved, 502 when the provider does not answer. */
        post: operations["confirmMyWalletPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/another-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give up the card payment of an order still waiting for it (the failure page's other method; decision 045): the order is cancelled with its payment failed, its stock and coupon use given back, and its cart copied into a new one, answered as a cart session, to check out again. 409 paymentNotAwaiting when the order is paid, expired or given up; 404 for a cart without an order or a wrong protectCode. */
        post: operations["chooseAnotherPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/order/placed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order a cart became, read with the cart's credentials (the success page of the shopper who placed it, guest or customer): number, payment kind, total and, for a bank transfer, its details and HUB-3 barcode. 404 for a cart without an order or a wrong protectCode. */
        post: operations["getPlacedOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/smartDocument/document/filter/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 smartDocument document/filter/web: the signed-in user's orders, newest first. */
        post: operations["filterOrderDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/smartDocument/document/get/web/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** spec 7 smartDocument document/get/web/{id}: one of the signed-in user's orders with its details (404 for another user's). */
        get: operations["getOrderDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's orders, newest first (issue 17 /admin/orders): by state, date range, number or e-mail, a page at a time. */
        get: operations["listShopOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The orders the same filters find, every page, as a CSV download (number, date, status, payment, e-mail, name, total in euros with two decimals), newest first. */
        get: operations["exportShopOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its snapshot, history and the states it may move to now. */
        get: operations["getShopOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Moves an order along its state machine (new -> processing -> shipped -> delivered; new or processing -> cancelled, which returns the stock in the same transaction) and records who did it; any other move is a 409 orderTransition. The state it already has changes nothing. */
        put: operations["setShopOrderStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/orders/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks a cash on delivery order (paid on delivery) or a bank transfer order paid or unpaid and records who did it; a card order, paid by its gateway alone, answers 409 orderPaymentNotManual. */
        put: operations["setShopOrderPayment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives back part or all of a paid order through its payment provider (card, wallet) and records who did it: the provider's answer is a payment event, the refunded amount grows, and a refund of the whole order sets its payment state to refunded. An order its provider does not refund is a 409 orderRefundNotByProvider, one not paid a 409 orderNotRefundable, more than is left a 400 refundTooMuch; a refusal is a 409 refundDeclined and no answer a 502 refundUnanswered, both recorded and changing nothing. */
        post: operations["refundShopOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/tax-classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's VAT classes, by code. */
        get: operations["listShopTaxClasses"];
        put?: never;
        /** Adds a VAT class (409 conflict when its code exists). */
        post: operations["createShopTaxClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/tax-classes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a VAT class's name and rate; its code stays (a different code in the body is a 400). Orders keep the rate they were placed with. */
        put: operations["updateShopTaxClass"];
        post?: never;
        /** Deletes a VAT class in one transaction. Refused (409 api.taxClassInUse) while a product or a delivery method names it, and for standard, the class of a product saved without one (409 api.taxClassDefault). Orders keep the rates they were placed with. */
        delete: operations["deleteShopTaxClass"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/delivery-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every delivery method of the shop, in the order checkout offers them, as the back office edits them. */
        get: operations["listShopDeliveryMethods"];
        put?: never;
        /** Adds a delivery method (409 conflict when its code exists; an unknown tax class is a 400). */
        post: operations["createShopDeliveryMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/delivery-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a delivery method's values (409 conflict when its new code is taken). */
        put: operations["updateShopDeliveryMethod"];
        post?: never;
        /** Deletes a delivery method in one transaction and takes it (and its branch) off the carts that chose it; orders keep it in their snapshots. */
        delete: operations["deleteShopDeliveryMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every payment method of the shop, in the order checkout offers them, as the back office edits them. */
        get: operations["listShopPaymentMethods"];
        put?: never;
        /** Adds a payment method (409 conflict when its code exists). */
        post: operations["createShopPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a payment method's values (409 conflict when its new code is taken). */
        put: operations["updateShopPaymentMethod"];
        post?: never;
        /** Deletes a cash on delivery or bank transfer method in one transaction and takes it off the carts that chose it; orders keep it in their snapshots. */
        delete: operations["deleteShopPaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every coupon of the shop, in the order checkout offers them, as the back office edits them. */
        get: operations["listShopCoupons"];
        put?: never;
        /** Adds a coupon (409 conflict when its code exists; a percent above 100 or a window that ends before it starts is a 400). */
        post: operations["createShopCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a coupon's values (409 conflict when its new code is taken). */
        put: operations["updateShopCoupon"];
        post?: never;
        /** Deletes a coupon no order used, in one transaction, and takes it off the carts that hold it; one that orders used is refused (409 api.couponUsed: deactivate it instead), so its uses and limits stay. */
        delete: operations["deleteShopCoupon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shop/checkout-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The checkout settings (the CheckoutSettings site option) as the back office edits them; their defaults while never saved. */
        get: operations["getShopCheckoutSettings"];
        /** Saves the checkout settings (cart addition behaviour, allowed countries, skipShippingStep, bank transfer details). */
        put: operations["saveShopCheckoutSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/smartDocument/document/pdf/web/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order confirmation of one of the signed-in user's orders as a PDF download (spec 7 smartDocument, the document's pdfUrl), in the order's language; 404 for another user's order. */
        get: operations["getOrderPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** spec 7 CMS consent filter (perPage at most 50, spec 9 consent assignation page size): a page of the forms' consent assignments (one per assigned_to, in name order), each consent with the key the form sends, its id, uniqueNumber, current version and text per language and whether it is required; and every consent of the site for the pickers (decision 047). */
        get: operations["listConsentAssignments"];
        put?: never;
        /** Creates a consent (no id; 409 conflict when its uniqueNumber exists on the site) or changes one (id; 404 when the site has none such): a changed text is a new version (the consent's version + 1 and a consent_versions row, in one transaction), an unchanged one changes nothing; isArchived takes it off every form (decision 047). */
        post: operations["saveConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/consents/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** spec 7 CMS consent create (assigned_to, consents, requiredConsents): replaces the consents a form asks for, in one transaction, in the order given; each key once, each consent once, every required key among the keys, no unknown or archived consent (else a 400 and nothing changes). An empty list removes the form's assignment. Answers the assignment as it is now (decision 047). */
        put: operations["saveConsentAssignment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/consents/log-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks the site's consent log (decision 047): the number of entries and the id of the first entry where the hash chain breaks (an entry changed, removed or slipped in past the triggers), or null when it is whole. */
        get: operations["checkConsentLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/consents/subject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the site holds about one e-mail address (issue 21, a data subject's request for access): the account, the consent log's entries, the newsletter subscription, form submissions, orders and mails, and one timeline of them. Each export is told to the SendGdprTo address. */
        get: operations["exportDataSubject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/consents/subject/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same export's timeline as a CSV download (time, kind, summary), oldest first. */
        get: operations["exportDataSubjectCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/marketing/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 marketing newsletter/subscribe (issue 21): double opt-in. The accepted ids must be among the newsletter assignment's consents (400 validation.enum) and hold every required one (400 validation.consentRequired); a site with no newsletter assignment asks none. Writes the pending subscription and queues its confirmation mail (a link to the confirm-email page with a token that works 48 hours, List-Unsubscribe headers) in one transaction; a pending address gets a new link, a subscribed one is a 409 alreadySubscribedToNewsletter. Limited per address and per e-mail (429). */
        post: operations["subscribeNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/form/confirmEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 confirmEmail (issue 21): spends a confirmation link's token once (two at once confirm once). A newsletter's subscribes the address, logs the consents it was given with (assigned_to newsletter) and queues the welcome mail, in one transaction; a token used, unknown or older than 48 hours is a 400 newsletterTokenInvalid. A form's (`f-…`, a form sent without JavaScript, decision 048) receives the submission: logs the consents it was sent with and queues the mail to SendEmailTo, in one transaction; a token used, unknown or expired is a 400 formTokenInvalid. */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/marketing/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One-click unsubscribe (issue 21, RFC 8058): the token of a newsletter mail's link, in the query or the body (JSON, or a mail client's form body List-Unsubscribe=One-Click). Unsubscribes and logs a withdrawal of every consent the subscription had accepted, in one transaction; a second call answers the same and logs nothing. An unknown token is a 400 newsletterTokenInvalid. */
        post: operations["unsubscribeNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/newsletter/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's newsletter subscribers, newest first, 50 a page at most (issue 21): by a part of the e-mail and by state, each with its consent history (the consent log's entries of its e-mail for the newsletter). */
        get: operations["listNewsletterSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/newsletter/subscribers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscribers the same filters find, every page (at most 10000), as a CSV download (e-mail, language, state, its times and its consent history); a cell a spreadsheet would run as a formula gets a leading apostrophe. */
        get: operations["exportNewsletterSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cms/redirect/addFailedRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec 7 redirect addFailedRequest (issue 22): counts a path of the site that answered 404 (normalised: the query dropped, one slash for many, no trailing slash), one upsert per call, with when it was last seen. A path longer than 512 characters is taken and not counted; the site keeps at most 10000 such paths, the least recently seen going first. The site's own pages report their 404s the same way. */
        post: operations["addFailedRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's redirects, newest first, 50 a page at most (issue 22), by a part of their from path or target. */
        get: operations["listRedirects"];
        put?: never;
        /** Adds a redirect (issue 22); every instance applies it within a second. A from path that has one already is a 409 conflict; one that would send to itself is a 400. */
        post: operations["createRedirect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/redirects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a redirect's from path, target and status (issue 22); 409 when its new from path has another redirect. */
        put: operations["updateRedirect"];
        post?: never;
        /** Deletes a redirect (issue 22); every instance stops applying it within a second. */
        delete: operations["deleteRedirect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/redirects/missing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The paths that answered 404, most asked for first, 50 a page at most (issue 22), by a part of the path; each names the redirect that covers it now, if any. */
        get: operations["listMissingUrls"];
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
         * AcceptedResult
         * @description An account request was taken (forgot password, verification resend, password changed or set, address deleted); the same answer whatever the account.
         */
        AcceptedResult: {
            /** @constant */
            accepted: true;
        };
        /**
         * Address
         * @description A saved address of a user (spec 3).
         */
        Address: {
            /**
             * @description spec 3, 9: saved addresses are Main or Shipping.
             * @enum {string}
             */
            type: "Main" | "Shipping";
            firstName: string;
            lastName: string;
            /** Format: email */
            contactEmail: string;
            contactPhone: string;
            /** @description ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75. */
            country: string;
            city: string;
            street: string;
            houseNumber: string;
            zipCode: string;
            region: string | null;
            companyName: string | null;
            companyOIB: string | null;
            id: number;
        };
        /**
         * AddressForm
         * @description A saved address (spec 3 Address) as the address form and POST web/address/create, PATCH web/address/update/{id} send it, with the spec 5 rules: names letters only, country, city, street max 75, house number 15, zip 25; a company needs its name and OIB.
         */
        AddressForm: {
            /**
             * @description spec 3, 9: saved addresses are Main or Shipping.
             * @enum {string}
             */
            type: "Main" | "Shipping";
            firstName: string;
            lastName: string;
            /** Format: email */
            contactEmail: string;
            contactPhone: string;
            /** @description ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75. */
            country: string;
            city: string;
            street: string;
            houseNumber: string;
            zipCode: string;
            region?: string;
            /** @description A company customer: companyName and companyOIB are then required (spec 5). */
            isCompany?: boolean;
            companyName?: string;
            /** @description Croatian OIB: 11 digits, the last an ISO 7064 MOD 11,10 check digit. */
            companyOIB?: string;
        };
        /**
         * ApiError
         * @description The error object of the spec 8 envelope: message is the translated text of key.
         */
        ApiError: {
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
        /**
         * Attribute
         * @description A product attribute as the back office edits it: code, input type, labels per language, whether it is a layered filter, and its values.
         */
        Attribute: {
            id: number;
            attributeCode: components["schemas"]["AttributeCode"];
            inputType: components["schemas"]["AttributeInputType"];
            label: components["schemas"]["LocalisedText"];
            isFilterable: boolean;
            position: number;
            customClass: string;
            unit: string;
            values: {
                id: number;
                label: components["schemas"]["LocalisedText"];
                swatch: string | null;
                position: number;
            }[];
        };
        /**
         * AttributeCode
         * @description An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.
         */
        AttributeCode: string;
        /**
         * AttributeInputType
         * @description Attribute input types of spec 3.
         * @enum {string}
         */
        AttributeInputType: "dropdown" | "numberField" | "multipleSelect" | "textSwatch" | "visualSwatch" | "yesNo" | "dateTime" | "date";
        /**
         * AttributeSaveRequest
         * @description A product attribute as the back office creates or replaces it; values with an id keep it, values without one are new, missing ones are removed.
         */
        AttributeSaveRequest: {
            attributeCode: components["schemas"]["AttributeCode"];
            inputType: components["schemas"]["AttributeInputType"];
            label: components["schemas"]["LocalisedText"];
            isFilterable?: boolean;
            position?: number;
            customClass?: string;
            unit?: string;
            values?: {
                id?: number;
                label: components["schemas"]["LocalisedText"];
                swatch?: string | null;
                position?: number;
            }[];
        };
        /**
         * AttributeSetEntry
         * @description One attribute value of a product (spec 3 attributeSet.attributes: attributeCode, value.value), with its label and display text.
         */
        AttributeSetEntry: {
            attributeID: number;
            attributeCode: components["schemas"]["AttributeCode"];
            label: string;
            inputType: components["schemas"]["AttributeInputType"];
            value: {
                value: number | string | number[];
                label: string;
                swatch: string | null;
            };
        };
        /**
         * AttributeValueOption
         * @description One value of a configurable attribute (spec 3): id, value (its label), isMedia (a picture swatch), shopDefault, swatch (a colour #rrggbb, or a picture URL when isMedia).
         */
        AttributeValueOption: {
            id: number;
            value: string;
            isMedia: boolean;
            shopDefault: boolean;
            swatch: string | null;
        };
        /**
         * AuthTokens
         * @description A logged-in session (spec 3): the access token (1 hour, sent as the accessToken header) and the refresh token (30 days, sent as the refreshToken header to GET /api/v1/refresh).
         */
        AuthTokens: {
            accessToken: string;
            refreshToken: string;
        };
        /**
         * BackupStatus
         * @description The backups as /admin shows them (issue 24, decision 060): the last that succeeded, a failure since, and whether a day has passed without one.
         */
        BackupStatus: {
            lastSucceeded: null | {
                /** Format: date-time */
                finishedAt: string;
                file: string;
                size: number;
                /** @enum {unknown} */
                trigger: "daily" | "command" | "reset";
            };
            /** @description The newest failed backup after the last that succeeded. */
            lastFailed: null | {
                /** Format: date-time */
                finishedAt: string;
                error: string;
            };
            /** @description No backup succeeded within the last 24 hours. */
            isOverdue: boolean;
            /** @description The server takes a daily backup (BACKUP_KEEP above 0). */
            isScheduled: boolean;
            keep: number;
        };
        /**
         * BankTransferDetails
         * @description Where a bank transfer goes (issue 17, HUB-3 payment slip): payee, its address, IBAN, model and reference.
         */
        BankTransferDetails: {
            payee: string;
            payeeStreet: string;
            payeeCity: string;
            iban: string;
            model: string;
            reference?: string;
            purposeCode?: string;
            description?: string;
        };
        /**
         * BarcodeRequest
         * @description POST validateMembersBarcode (spec 4, 7): the membership card barcode.
         */
        BarcodeRequest: {
            barcode: string;
        };
        /**
         * BarcodeResult
         * @description What validateMembersBarcode answers (spec 7).
         */
        BarcodeResult: {
            isValid: boolean;
        };
        /**
         * BuilderConflict
         * @description 409 of a save, publish or restore based on a revision someone else has saved over: the error and the current draft, so nothing is lost.
         */
        BuilderConflict: {
            error: components["schemas"]["ApiError"];
            current: components["schemas"]["BuilderDocument"];
        };
        /**
         * BuilderDocument
         * @description The editable draft of a page or layout section in one language (the request's language header): the shared structure with this language's localised props (missing ones fall back to Croatian). `revision` counts saves of the shared draft; a save or publish names the revision it was based on.
         */
        BuilderDocument: {
            kind: components["schemas"]["BuilderDocumentKind"];
            key: components["schemas"]["Slug"];
            language_code: components["schemas"]["LanguageCode"];
            revision: number;
            document: components["schemas"]["PageDocument"];
            /** @description Sections only: the section's own props (schemas/elements/<handler>.options.schema.json). */
            options?: {
                [key: string]: unknown;
            };
            /** @description Sections only: overrides of options below 1024px. */
            mobileOptions?: {
                [key: string]: unknown;
            };
            meta: components["schemas"]["BuilderDocumentMeta"];
            /** @description false: this language has no variant yet; the draft shown is the Croatian one (create it with createBuilderTranslation). */
            exists: boolean;
            isPublished: boolean;
            hasUnpublishedChanges: boolean;
            publishedVersion: number | null;
            publishedAt: string | null;
            scheduledAt: string | null;
            /** Format: date-time */
            updated_at: string;
            updatedBy: components["schemas"]["UserRef"] | null;
            /** @description Ids of the elements hidden in this language (decision 057): what it publishes leaves them and their subtrees out. */
            hidden: components["schemas"]["BuilderElementIds"];
            languages: components["schemas"]["BuilderLanguageState"][];
        };
        /**
         * BuilderDocumentKind
         * @description What a builder document is: a page or a blog post (key = its slugMain, decision 053) or a layout section (key = its handler).
         * @enum {string}
         */
        BuilderDocumentKind: "page" | "section" | "post";
        /**
         * BuilderDocumentMeta
         * @description What a document says about itself in one language: a page's title, URL slug and SEO description; a section's title; a post's also its blog fields (`post`, decision 053).
         */
        BuilderDocumentMeta: {
            title: string;
            slug?: components["schemas"]["PageSlug"];
            description?: string;
            post?: components["schemas"]["BuilderPostMeta"];
        };
        /**
         * BuilderDraftRequest
         * @description Saves the draft of the request's language: the whole tree (its structure is shared by every language), this language's meta and, for sections, options.
         */
        BuilderDraftRequest: {
            baseRevision: number;
            document: components["schemas"]["PageDocument"];
            meta: components["schemas"]["BuilderDocumentMeta"];
            /** @description The elements hidden in this language (decision 057); left out, the language keeps those it had. */
            hidden?: components["schemas"]["BuilderElementIds"];
            options?: {
                [key: string]: unknown;
            };
            mobileOptions?: {
                [key: string]: unknown;
            };
        };
        /**
         * BuilderElementIds
         * @description Ids of elements of one builder document (decision 057: untranslated or hidden in a language); `$options` names a section's options.
         */
        BuilderElementIds: string[];
        /**
         * BuilderLanguageState
         * @description One language variant of a builder document: whether it exists, is published, has unpublished changes or a scheduled publish.
         */
        BuilderLanguageState: {
            language_code: components["schemas"]["LanguageCode"];
            title: string;
            slug?: string;
            isPublished: boolean;
            publishedAt: string | null;
            hasUnpublishedChanges: boolean;
            /** @description Decision 057: ids of the elements (`$options`: a section's options) whose localised texts this language has not translated nor confirmed (hidden ones do not count); the builder's drafts and the list of pages (its drafted pages) carry it. */
            untranslated?: components["schemas"]["BuilderElementIds"];
            scheduledAt: string | null;
        };
        /**
         * BuilderPageSummary
         * @description A page in the builder's page list: its canonical slug and its language variants.
         */
        BuilderPageSummary: {
            slugMain: components["schemas"]["Slug"];
            isHomePage: boolean;
            languages: components["schemas"]["BuilderLanguageState"][];
        };
        /**
         * BuilderPostMeta
         * @description A post's own fields in one language, kept with its draft and written to its terms row when it is published (issue 22, decision 053): excerpt, cover, author, the slugs of its categories and tags in this language, and the time it shows from (ahead of the publish: scheduled; absent: the time of its first publish).
         */
        BuilderPostMeta: {
            excerpt?: string;
            cover?: components["schemas"]["ImageRef"] | null;
            author?: string;
            categories?: components["schemas"]["Slug"][];
            tags?: components["schemas"]["Slug"][];
            /** Format: date-time */
            publishedAt?: string;
        };
        /**
         * BuilderPublishRequest
         * @description Publish: the draft revision the editor saw (409 when someone saved since) and, when the language has untranslated texts (decision 057), what to do with them: hide those elements in this language, or confirm and publish them as they are. Without it such a publish answers 409 BuilderUntranslatedConflict.
         */
        BuilderPublishRequest: {
            baseRevision: number;
            /** @enum {unknown} */
            untranslated?: "hide" | "confirm";
        };
        /**
         * BuilderRevisionRequest
         * @description Publish or restore: the draft revision the editor saw (409 when someone saved since).
         */
        BuilderRevisionRequest: {
            baseRevision: number;
        };
        /**
         * BuilderScheduleRequest
         * @description Publishes the request's language at a date-time (the draft as it is then).
         */
        BuilderScheduleRequest: {
            baseRevision: number;
            /** Format: date-time */
            at: string;
        };
        /**
         * BuilderUntranslatedConflict
         * @description 409 of a publish of a language with untranslated texts and no choice what to do with them (decision 057): the error and the ids of those elements; nothing was published.
         */
        BuilderUntranslatedConflict: {
            error: components["schemas"]["ApiError"];
            untranslated: components["schemas"]["BuilderElementIds"];
        };
        /**
         * BuilderVersion
         * @description One published version of a document in one language (every publish makes one), with author and time; the list leaves out document and options.
         */
        BuilderVersion: {
            number: number;
            language_code: components["schemas"]["LanguageCode"];
            /** Format: date-time */
            created_at: string;
            author: components["schemas"]["UserRef"] | null;
            meta: components["schemas"]["BuilderDocumentMeta"];
            document?: components["schemas"]["PageDocument"];
            options?: {
                [key: string]: unknown;
            };
            mobileOptions?: {
                [key: string]: unknown;
            };
        };
        /**
         * BundleCheck
         * @description Whether a bundle can go to the cart as it is (spec 4): not when a component is Configurable or has a required custom option (the customization modal opens), nor with a nested Bundle (never allowed).
         */
        BundleCheck: {
            id: number;
            isBundle: boolean;
            needsCustomization: boolean;
            hasNestedBundle: boolean;
            components: {
                id: number;
                format: components["schemas"]["ProductFormat"];
                qty: number;
            }[];
        };
        /**
         * BundleComponent
         * @description One product of a bundle with its quantity; a Configurable component needs a chosen variant (spec 4).
         */
        BundleComponent: {
            id: number;
            qty: number;
            product: components["schemas"]["ProductListItem"];
        };
        /**
         * CacheInfo
         * @description One kind of cached data (admin cache view, spec 2): how many entries and bytes it holds in Redis.
         */
        CacheInfo: {
            name: string;
            entries: number;
            bytes: number;
        };
        /**
         * Cart
         * @description A cart (spec 3): its id, lines, coupon, member card, chosen methods, guest user and prices, all computed by the server. protectCode is answered once, by the call that created the cart.
         */
        Cart: {
            /** Format: uuid */
            id: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode?: string;
            /** @enum {string} */
            status: "active" | "archived";
            language: components["schemas"]["LanguageCode"];
            items: components["schemas"]["CartItem"][];
            /** @description Units in the cart. */
            qty: number;
            /** @description Only e-products: no shipping step. */
            digitalOnly: boolean;
            coupon: null | {
                code: string;
                /** @enum {string} */
                kind: "percent" | "fixed";
                amount: number;
            };
            couponCode: null | string;
            memberCardBarcode: null | string;
            deliveryMethodId: null | number;
            paymentMethodId: null | number;
            /** CartOptions */
            options: {
                deliveryBranchId: null | string;
            };
            instructions: string;
            guestUser: null | components["schemas"]["GuestUser"];
            userId: null | number;
            prices: components["schemas"]["CartPrices"];
            notices: components["schemas"]["CartNotice"][];
        };
        /**
         * CartAbandonedRequest
         * @description spec 4 getAbandoned at login: the credentials of the cart the visitor holds now (optional), merged into the user's last active cart.
         */
        CartAbandonedRequest: {
            /** Format: uuid */
            cartId?: string;
            protectCode?: string;
            /** @description The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one). */
            currencyId?: number;
        };
        /**
         * CartAddItemRequest
         * @description spec 7 addItem: without cartId and protectCode a new cart is made (spec 4: none until the first add). A product already in the cart with the same options gets the quantity added.
         */
        CartAddItemRequest: {
            /** Format: uuid */
            cartId?: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode?: string;
            currencyId?: number;
            productId: number;
            /** @description spec 5: a whole number above 0. */
            qty: number;
            options?: components["schemas"]["CartItemOptions"];
        };
        /**
         * CartBundleComponent
         * @description A bundle's component as the shopper chose it (a configurable component's variant).
         */
        CartBundleComponent: {
            productId: number;
            name: string;
            qty: number;
            /** @description The custom options typed, with their titles in the cart's language. */
            personalizations?: components["schemas"]["CartPersonalization"][];
        };
        /**
         * CartConflict
         * @description 409 of order/create (spec 4 change detection, decision 031): the error (cartChanged, outOfStock, couponUsedUp, or 'Cart is archived.') and, when the cart was read, the cart as the server has it now, so the site replaces its copy and the shopper reviews it.
         */
        CartConflict: {
            error: components["schemas"]["ApiError"];
            cart?: components["schemas"]["Cart"];
        };
        /**
         * CartCouponRequest
         * @description spec 7 applyCoupon: the code (spec 5 required).
         */
        CartCouponRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            /** @description The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one). */
            currencyId?: number;
            code: string;
        };
        /**
         * CartDeleteItemRequest
         * @description spec 7 deleteItem.
         */
        CartDeleteItemRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            /** @description The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one). */
            currencyId?: number;
            itemId: number;
        };
        /**
         * CartGuestUserRequest
         * @description spec 7 updateGuestUser: the guest's e-mail, or addresses, details and company.
         */
        CartGuestUserRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            /** @description The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one). */
            currencyId?: number;
            /** Format: email */
            email?: string;
            details?: {
                firstName: string;
                lastName: string;
            };
            company?: null | {
                name: string;
                oib: string;
            };
            addresses?: components["schemas"]["AddressForm"][];
            instructions?: string;
        };
        /**
         * CartItem
         * @description A line of a cart (spec 3 cart item): the product's data in the cart's language, its prices in minor units (finalPrice per unit with options, row for the line) with the converted view, and its availability.
         */
        CartItem: {
            itemId: number;
            productId: number;
            qty: number;
            /** CartProductData */
            productData: {
                name: string;
                sku: string;
                slug: string;
                mainProductSlug: string;
                format: components["schemas"]["ProductFormat"];
                isVisibleIndividually: boolean;
                media: components["schemas"]["ProductMedia"][];
                /** @description A configurable product's chosen values, e.g. 'Crvena, 0,75 l'. */
                variantLabel?: string;
                /** @description The custom options typed, with their titles in the cart's language. */
                personalizations?: components["schemas"]["CartPersonalization"][];
                /** @description A bundle's components as chosen. */
                components?: components["schemas"]["CartBundleComponent"][];
            };
            /** CartItemPrices */
            prices: {
                /** @description Unit price in minor units: the product's final price (or membership price with a valid card) plus option surcharges. */
                finalPrice: number;
                row: number;
                rateBasisPoints: number;
                converted?: {
                    finalPrice: number;
                    row: number;
                };
            };
            options: components["schemas"]["CartItemOptions"];
            /** @description Units left to sell; null: unlimited. */
            stock: null | number;
            /** @description The product is still sold and the line's quantity is in stock. */
            isAvailable: boolean;
        };
        /**
         * CartItemOptions
         * @description spec 3 cart item options: personalizations (custom options) and, for a bundle, the chosen product of each component (a variant for a configurable component) with its own personalizations; bundleOptions is null for any other product.
         */
        CartItemOptions: {
            personalizations?: components["schemas"]["Personalizations"];
            bundleOptions?: null | {
                /** @description The bundle's component (as checkBundles lists it). */
                productId: number;
                /** @description A configurable component's chosen variant (a Simple or EProduct product). */
                variantId?: number;
                personalizations?: components["schemas"]["Personalizations"];
            }[];
        };
        /**
         * CartMemberCardRequest
         * @description spec 7 applyMemberCard: a membership card barcode (EAN-13); empty takes the card off the cart.
         */
        CartMemberCardRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            /** @description The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one). */
            currencyId?: number;
            barcode: string;
        };
        /**
         * CartNotice
         * @description Something the server changed in the cart on its own, for the shopper to be told (issue 17): a quantity capped to stock, a line dropped, a coupon removed.
         */
        CartNotice: {
            /** @enum {string} */
            key: "quantityCapped" | "itemUnavailable" | "couponRemoved";
            itemId?: number;
            qty?: number;
            name?: string;
        };
        /**
         * CartPersonalization
         * @description A custom option the shopper typed, as a cart line or an order line shows it: the option's title in the cart's language and the text typed (spec 2 cart view).
         */
        CartPersonalization: {
            label: string;
            value: string;
        };
        /**
         * CartPrices
         * @description spec 3 cart prices, computed by the server only: the amounts in the main currency (minor units), the VAT each amount holds (tax, same keys), the breakdown per VAT rate, and the converted-currency view when the shopper chose another currency.
         */
        CartPrices: {
            itemsTotal: number;
            coupon: number;
            loyalty: number;
            delivery: number;
            cartTotal: number;
            orderTotal: number;
            tax: components["schemas"]["CartTotals"];
            taxRates: components["schemas"]["TaxRateLine"][];
            currency: components["schemas"]["Currency"];
            /** ConvertedCartTotals */
            converted?: {
                currency: components["schemas"]["Currency"];
                rate: number;
                itemsTotal: number;
                coupon: number;
                loyalty: number;
                delivery: number;
                cartTotal: number;
                orderTotal: number;
            };
        };
        /**
         * CartSession
         * @description A new cart session (spec 7 getNewCartSession): the cart id and its protect code, for the cartId and protectCode cookies (one year).
         */
        CartSession: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
        };
        /**
         * CartSessionRequest
         * @description A cart's credentials (spec 7 getCart, validateCart, getAbandoned, clearCart, removeCoupon).
         */
        CartSessionRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            /** @description The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one). */
            currencyId?: number;
        };
        /**
         * CartTotals
         * @description The amounts of a cart in minor units (cents): itemsTotal (lines at their prices), coupon and loyalty (discounts, positive), delivery, cartTotal (itemsTotal - coupon - loyalty) and orderTotal (cartTotal + delivery). Prices include VAT.
         */
        CartTotals: {
            itemsTotal: number;
            coupon: number;
            loyalty: number;
            delivery: number;
            cartTotal: number;
            orderTotal: number;
        };
        /**
         * CartUpdateItemRequest
         * @description spec 7 updateItem: a line's new quantity (and options).
         */
        CartUpdateItemRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            /** @description The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one). */
            currencyId?: number;
            itemId: number;
            /** @description spec 5: a whole number above 0. */
            qty: number;
            options?: components["schemas"]["CartItemOptions"];
        };
        /**
         * CartValidation
         * @description spec 7 validateCart: whether the cart's member card is still valid, and the cart as the server has it now (its items, prices) for the change detection of spec 4.
         */
        CartValidation: {
            validateMemberCard: boolean;
            items: components["schemas"]["CartItem"][];
            cart: components["schemas"]["Cart"];
        };
        /**
         * ChangePasswordRequest
         * @description POST /api/v1/user/web/password/reset (spec 3, 7): the old and the new password (spec 5: different).
         */
        ChangePasswordRequest: {
            oldPassword: string;
            newPassword: components["schemas"]["NewPassword"];
        };
        /**
         * CheckoutCountriesRequest
         * @description spec 7 getAvailableCountries.
         */
        CheckoutCountriesRequest: {
            /** Format: uuid */
            cartId?: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode?: string;
            language?: components["schemas"]["LanguageCode"];
            /** @enum {string} */
            type?: "countries";
        };
        /**
         * CheckoutDeliveryMethodsRequest
         * @description spec 7 getApplicableDeliveryMethods: the methods that deliver to the country of the shipping address (countryId, else the address's country).
         */
        CheckoutDeliveryMethodsRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            userId?: number;
            countryId?: number;
            currencyId?: number;
            userBillingAddressId?: number;
            userShippingAddressId?: number;
        };
        /**
         * CheckoutPaymentMethodsRequest
         * @description spec 7 getApplicablePaymentMethods.
         */
        CheckoutPaymentMethodsRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            userId?: number;
            userBillingAddressId?: number;
        };
        /**
         * CheckoutSaveDeliveryRequest
         * @description spec 7 saveDeliveryMethod: the chosen method and, when it has branches, the branch (spec 5 shippingBranchUndefined).
         */
        CheckoutSaveDeliveryRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            userId?: number;
            deliveryMethodId: number;
            branchId?: string;
        };
        /**
         * CheckoutSavePaymentRequest
         * @description spec 7 savePaymentMethod, with company data for a company order.
         */
        CheckoutSavePaymentRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            userId?: number;
            paymentMethodId: number;
            companyData?: {
                companyName: string;
                oib: string;
            };
        };
        /**
         * CheckoutSettings
         * @description spec 7 getCheckoutSettings (the CheckoutSettings site option): the cart addition behaviour (spec 9: 0 redirect to the cart, 1 stay, 2 popup), allowed countries (a list, one ISO code, or ALL), skipShippingStep, and the bank transfer details.
         */
        CheckoutSettings: {
            /**
             * @default 2
             * @enum {integer}
             */
            cartAdditionBehaviour: 0 | 1 | 2;
            /** @default ALL */
            allowedCountries: "ALL" | string | string[];
            /** @default false */
            skipShippingStep: boolean;
            bankTransfer?: components["schemas"]["BankTransferDetails"];
        };
        /**
         * Comment
         * @description A comment on a blog post or a review of a product (issue 22, spec 3 comment options): plain text, shown as text, never as HTML.
         */
        Comment: {
            id: number;
            /** @enum {string} */
            targetType: "post" | "product";
            targetId: number;
            /** @description The post's title or the product's name (the back office's list). */
            targetTitle?: string;
            /** @description A registered author's first name and initial, or an anonymous author's name. */
            authorName: string;
            isRegistered: boolean;
            /** @description Whether the caller wrote it (a signed-in user's own comment). */
            isMine: boolean;
            body: string;
            /** @description 1..NumberOfStars, null without a rating. */
            rating: number | null;
            /** @enum {string} */
            status: "published" | "pending" | "rejected";
            language: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * CommentAdminList
         * @description One page of the site's comments for moderation: pending first, then newest first.
         */
        CommentAdminList: {
            records: components["schemas"]["Comment"][];
            pendingCount: number;
            totalPages: number;
            totalRecords: number;
            page: number;
            limit: number;
        };
        /**
         * CommentAggregate
         * @description A target's published comments counted, and the average of their ratings (schema.org AggregateRating).
         */
        CommentAggregate: {
            commentCount: number;
            ratingCount: number;
            /** @description Rounded to one decimal; null without ratings. */
            averageRating: number | null;
            /** @description NumberOfStars (spec 9: 5). */
            bestRating: number;
        };
        /**
         * CommentCreateRequest
         * @description Body of POST /api/v1/cms/comment/create: a comment (text), a rating (1..NumberOfStars) or both, on a post or a product. authorName is an anonymous author's name, when the options let anonymous visitors write.
         */
        CommentCreateRequest: {
            /** @enum {string} */
            targetType: "post" | "product";
            targetId: number;
            body?: string;
            rating?: number;
            authorName?: string;
        };
        /**
         * CommentFilterRequest
         * @description Body of POST /api/v1/cms/comment/filter: a post's or product's published comments, newest first, 10 a page (spec 9).
         */
        CommentFilterRequest: {
            /** @enum {string} */
            targetType: "post" | "product";
            targetId: number;
            page?: number;
            limit?: number;
        };
        /**
         * CommentList
         * @description One page of a target's published comments, newest first, with the aggregate of all of them and the caller's own comments awaiting approval.
         */
        CommentList: {
            records: components["schemas"]["Comment"][];
            /** @description The signed-in caller's own comments on the target that are not published (pending or rejected). */
            mine: components["schemas"]["Comment"][];
            aggregate: components["schemas"]["CommentAggregate"];
            totalPages: number;
            totalRecords: number;
            page: number;
            limit: number;
        };
        /**
         * CommentOptions
         * @description The site's comment options (spec 3, spec 7 comment/getOptions) with their defaults: 5 stars (spec 9), commenting on the blog for registered users (spec 6).
         */
        CommentOptions: {
            NumberOfStars: number;
            RequireRatingForComment: boolean;
            RequireCommentForRating: boolean;
            /** @enum {string} */
            CanCommentOnBlog: "RegisteredUsers" | "Everyone" | "Nobody";
            OneUserOneComment: boolean;
            UserCanEditComment: boolean;
            RequireAdminPublishing: boolean;
            AnonymousCanMultipleReview: boolean;
        };
        /**
         * CommentOptionsRequest
         * @description Body of POST /api/v1/cms/comment/getOptions (spec 7: store_id). The options are the request's site's; store_id is accepted as the spec sends it.
         */
        CommentOptionsRequest: {
            store_id?: number;
        };
        /**
         * CommentStatusRequest
         * @description Body of PUT /api/v1/admin/comments/{id}/status: approve (published), reject, or send back to pending.
         */
        CommentStatusRequest: {
            /** @enum {string} */
            status: "published" | "pending" | "rejected";
        };
        /**
         * CommentUpdateRequest
         * @description Body of PUT /api/v1/cms/comment/{id}: the author's new text and rating (null takes the rating away); a field left out keeps its value.
         */
        CommentUpdateRequest: {
            body?: string;
            rating?: number | null;
        };
        /**
         * ConfigurableAttribute
         * @description An attribute the variants of a configurable product differ by (spec 3 associatedProductsAttributes).
         */
        ConfigurableAttribute: {
            attributeID: number;
            label: string;
            inputType: components["schemas"]["AttributeInputType"];
            attributeCode: components["schemas"]["AttributeCode"];
            customClass: string;
            values: components["schemas"]["AttributeValueOption"][];
        };
        /**
         * ConfirmedEmail
         * @description spec 7 confirmEmail (issue 21): what the confirmation link confirmed: a newsletter subscription, or a form sent without JavaScript (decision 048).
         */
        ConfirmedEmail: {
            /** @enum {string} */
            confirmed: "newsletter" | "formSubmission";
        };
        /**
         * ConsentAdminList
         * @description spec 7 CMS consent filter (perPage at most 50; decision 047): a page of the site's assignments, one per form (assigned_to, in name order), their total, and every consent of the site for the pickers (archived ones too, marked).
         */
        ConsentAdminList: {
            assignments: components["schemas"]["ConsentAssignmentRecord"][];
            total: number;
            page: number;
            perPage: number;
            consents: components["schemas"]["ConsentRecord"][];
        };
        /**
         * ConsentAssignmentRecord
         * @description The consents a form asks for (spec 3 assignment: assigned_to; decision 047) as the back office sees them, in order: each under the id the form sends (key), with the consent's id, uniqueNumber, current version and text, and whether the form requires it. Archived consents are left out (no form offers them).
         */
        ConsentAssignmentRecord: {
            assigned_to: string;
            consents: {
                key: string;
                consentId: number;
                uniqueNumber: string;
                version: number;
                displayName: components["schemas"]["LocalisedText"];
                isRequired: boolean;
            }[];
        };
        /**
         * ConsentAssignmentSaveRequest
         * @description spec 7 CMS consent create (assigned_to, consents, requiredConsents; decision 047): replaces the consents a form asks for, in this order, each under the id the form sends (key); requiredConsents are keys of the list. An empty list removes the form's assignment.
         */
        ConsentAssignmentSaveRequest: {
            assigned_to: string;
            consents: {
                key: string;
                consentId: number;
            }[];
            requiredConsents: string[];
        };
        /**
         * ConsentLogCheck
         * @description What a check of the site's consent log found (decision 047): how many entries it has and the id of the first entry where the hash chain breaks (null: the chain is whole).
         */
        ConsentLogCheck: {
            entries: number;
            firstBroken: number | null;
        };
        /**
         * ConsentLogEntry
         * @description One entry of the consent log as a data subject or an admin reads it (spec 7 consent log fields; decision 047): a consent accepted or withdrawn, the id the form sent, the consent's uniqueNumber, the version of its text, the form and the time.
         */
        ConsentLogEntry: {
            consentId: string;
            uniqueNumber: string;
            version: number;
            form: string;
            /** @enum {string} */
            status: "accepted" | "withdrawn";
            email: string;
            /** Format: date-time */
            statusTimestamp: string;
        };
        /**
         * ConsentRecord
         * @description A consent as the back office sees it (spec 3 consent: id, uniqueNumber, displayName; decision 047): its current text per language and that text's version; an archived one no form offers.
         */
        ConsentRecord: {
            id: number;
            uniqueNumber: string;
            version: number;
            displayName: components["schemas"]["LocalisedText"];
            isArchived: boolean;
        };
        /**
         * ConsentSaveRequest
         * @description A consent as the back office creates or changes it (spec 3 consent: uniqueNumber, displayName; decision 047). Without id a new consent (uniqueNumber required, unique per site: 409 otherwise); with id a change of that consent's text or archive flag: a changed text is a new version, an unchanged one changes nothing. The uniqueNumber of a consent never changes (the log names it).
         */
        ConsentSaveRequest: {
            id?: number;
            uniqueNumber?: string;
            displayName: components["schemas"]["ConsentText"];
            isArchived?: boolean;
        };
        /**
         * ConsentText
         * @description A consent's text (spec 3 displayName) per language as the back office writes it (decision 047): Croatian required, English and German optional; the site shows Croatian where a language has none.
         */
        ConsentText: {
            hrv: string;
            eng?: string;
            deu?: string;
        };
        /**
         * ContactAdminRequest
         * @description spec 7 contactAdmin (issue 21): a back-office user's message to the site's other back-office users (a question about the site, a request to publish), answered to the sender's address.
         */
        ContactAdminRequest: {
            subject: string;
            message: string;
        };
        /**
         * ContactRequest
         * @description spec 7 contact (issue 21): a visitor's message to the site without a form of the builder (a headless site's contact form): who, how to answer, the message, the consents of the `contact` assignment and the captcha (ALTCHA's solution, or reCAPTCHA's answer when the site uses it).
         */
        ContactRequest: {
            name: string;
            /** Format: email */
            email: string;
            phone?: string;
            message: string;
            /** @description The page the message was sent from. */
            path?: string;
            consents?: string[];
            altcha?: string;
            recaptcha?: components["schemas"]["FormRecaptcha"];
        };
        /**
         * ContentUsage
         * @description Where something (a media file, a master) is used: a page, post or section in one language (its draft or what is published), or a master.
         */
        ContentUsage: {
            /** @enum {string} */
            kind: "page" | "section" | "post" | "master";
            /** @description The page's slugMain, the section's handler, or master-<id>. */
            key: components["schemas"]["Slug"];
            language_code: components["schemas"]["LanguageCode"];
            title: string;
            /** @enum {string} */
            where: "draft" | "published";
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
         * CreatePageRequest
         * @description A new page in the request's language (spec 2 new-page modal); it starts empty or from a template.
         * @example {
         *       "title": "Kontakt",
         *       "slug": "kontakt"
         *     }
         */
        CreatePageRequest: {
            title: string;
            slug: components["schemas"]["PageSlug"];
            templateId?: number;
        };
        /**
         * CreatePostRequest
         * @description A new blog post in the request's language ('Nova objava', issue 22): an unpublished builder draft with an empty body; its slug is its slugMain. Its blog fields (excerpt, categories, publishing time …) are optional here and edited in the builder's settings.
         * @example {
         *       "title": "Jesenska berba",
         *       "slug": "jesenska-berba",
         *       "post": {
         *         "excerpt": "Kako beremo masline.",
         *         "categories": [
         *           "novosti"
         *         ]
         *       }
         *     }
         */
        CreatePostRequest: {
            title: string;
            slug: components["schemas"]["PageSlug"];
            post?: components["schemas"]["BuilderPostMeta"];
        };
        /**
         * CreateTranslationRequest
         * @description Creates a page's missing language variant from the Croatian one (its texts fall back to Croatian until translated).
         */
        CreateTranslationRequest: {
            language_code: components["schemas"]["LanguageCode"];
            title: string;
            slug: components["schemas"]["PageSlug"];
        };
        /**
         * Currency
         * @description A currency (spec 3 currency settings): id, label and symbol.
         */
        Currency: {
            id: number;
            label: string;
            symbol: string;
        };
        /**
         * CustomOption
         * @description A personalisation a shopper types (spec 3 customOptions): text or number.
         */
        CustomOption: {
            option_title: string;
            /** @description option_title in other languages, by three-letter code: web/get serves the request language's, else option_title (the text it was written in). */
            option_titles?: {
                [key: string]: string;
            };
            /** @enum {string} */
            option_type: "text" | "number";
            is_required: boolean;
            max_characters: number;
            custom_option_values: {
                sku: string;
                label: string;
                /** @description label in other languages, by three-letter code, as option_titles. */
                labels?: {
                    [key: string]: string;
                };
                price: number;
            }[];
        };
        /**
         * DataSubjectExport
         * @description Everything a site holds about one e-mail address (issue 21, GDPR art. 15 access, read by an admin for a data subject's request): the account, the consent log's entries, the newsletter subscription, form submissions, orders and mails, and all of it as one timeline (the CSV's rows).
         */
        DataSubjectExport: {
            email: string;
            /** Format: date-time */
            generatedAt: string;
            /** @description The account registered with the address, if there is one. */
            account: {
                id: number;
                firstName: string;
                lastName: string;
                /** Format: date-time */
                createdAt: string;
            } | null;
            consents: components["schemas"]["ConsentLogEntry"][];
            /** @description The newsletter subscription of the address on this site, if there is one. */
            newsletter: {
                /** @enum {string} */
                status: "pending" | "subscribed" | "unsubscribed";
                language: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                confirmedAt: string | null;
                /** Format: date-time */
                unsubscribedAt: string | null;
            } | null;
            formSubmissions: {
                form: string;
                title: string;
                path: string;
                /** @description The values as they were sent (text). */
                data: {
                    [key: string]: unknown;
                };
                files: {
                    name: string;
                    mime: string;
                    size: number;
                }[];
                /** Format: date-time */
                createdAt: string;
            }[];
            orders: {
                number: string;
                status: string;
                total: number;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description Mails to the address (subject and kind only: links in them carry tokens). */
            mails: {
                template: string;
                subject: string;
                status: string;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description Every item above as one row, oldest first: the CSV export's rows. */
            timeline: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                kind: "account" | "consent" | "newsletter" | "form" | "order" | "mail";
                summary: string;
            }[];
        };
        /**
         * DeleteAccountRequest
         * @description POST /api/v1/user/web/delete (issue 9, GDPR): the account's password confirms the deletion.
         */
        DeleteAccountRequest: {
            password: string;
        };
        /**
         * DeliveryMethod
         * @description A delivery method as checkout offers it (spec 3): name and description in the request language, its price for this cart in minor units (0 above its free-delivery threshold), and its branches.
         */
        DeliveryMethod: {
            id: number;
            code: string;
            name: string;
            description: string;
            price: number;
            basePrice: number;
            freeFrom: null | number;
            converted?: {
                price: number;
                currency: components["schemas"]["Currency"];
            };
            options: {
                branches: components["schemas"]["ShopBranch"][];
            };
        };
        /**
         * DocumentFilterRequest
         * @description spec 7 smartDocument document/filter/web: the signed-in user's order documents, paged; number finds one order by its number (the profile's order route names it so).
         */
        DocumentFilterRequest: {
            store?: string;
            page?: number;
            limit?: number;
            number?: string;
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
         * DomainCreateRequest
         * @description Adds a domain to the site: the host name requests arrive on, and the site's address there (its host must be that name).
         */
        DomainCreateRequest: {
            name: components["schemas"]["HostName"];
            url: string;
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
            /** @description The version of the element's schema (x-element.version) its props were written at: the server records it on every save, and a read runs the props through common/element-migrations.ts up to the current version. A stored node without one was written at version 1; a submitted node without one is at the current version. */
            version?: number;
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
         * EmailRequest
         * @description An e-mail address alone: POST web/password/forgot and web/verify/resend.
         */
        EmailRequest: {
            /** Format: email */
            email: string;
        };
        /**
         * ErrorResponse
         * @description Every failed API call (spec 8): message is the translated text of key.
         */
        ErrorResponse: {
            error: components["schemas"]["ApiError"];
        };
        /**
         * Event
         * @description An event in the request's language (spec 3 Event: id, startEvent, endEvent, eventAttendees; issue 22): its texts, time, place, seats and cover. seatsLeft is capacity less eventAttendees, never below 0; null when the capacity has no limit.
         */
        Event: {
            id: number;
            title: string;
            slug: components["schemas"]["Slug"] | null;
            /** @description Sanitised HTML (the builder's rich-text policy). */
            description: string;
            place: string;
            /** Format: date-time */
            startEvent: string;
            /** Format: date-time */
            endEvent: string;
            capacity: number | null;
            eventAttendees: number;
            seatsLeft: number | null;
            cover: components["schemas"]["ImageRef"] | null;
            isPublished: boolean;
            /** @description Visitors sign up on its page through the built-in sign-up form while seats are left and it has not ended (decision 054). */
            acceptsSignups: boolean;
            /** @description The languages the event has texts in: its page exists in each (the language switch, hreflang). */
            languages: components["schemas"]["LanguageCode"][];
        };
        /**
         * EventAdmin
         * @description An event as the back office edits it in one language (issue 22, decision 054): what every language shares, and its texts in the request's language (null when it has none yet). title is those texts' title, else another language's, so a list can name it.
         */
        EventAdmin: {
            id: number;
            title: string;
            texts: {
                title: string;
                slug: components["schemas"]["Slug"] | null;
                description: string;
                place: string;
            } | null;
            /** Format: date-time */
            startEvent: string;
            /** Format: date-time */
            endEvent: string;
            capacity: number | null;
            eventAttendees: number;
            seatsLeft: number | null;
            cover: components["schemas"]["ImageRef"] | null;
            isPublished: boolean;
            acceptsSignups: boolean;
            languages: components["schemas"]["LanguageCode"][];
        };
        /**
         * EventAdminList
         * @description One page of the back office's events, published or not (issue 22, decision 054): upcoming soonest first or past latest first.
         */
        EventAdminList: {
            records: components["schemas"]["EventAdmin"][];
            totalPages: number;
            totalRecords: number;
            page: number;
            limit: number;
        };
        /**
         * EventFilterRequest
         * @description Body of POST /api/v1/calendar/event/public/filter (spec 7 event/public/filter; issue 22): published events of the request's language, upcoming (not yet ended) or past (ended), optionally starting in a date range, in pages of 10.
         */
        EventFilterRequest: {
            /**
             * @description upcoming when left out: events that have not ended yet.
             * @enum {string}
             */
            when?: "upcoming" | "past";
            /**
             * Format: date-time
             * @description Starting at or after this instant.
             */
            dateFrom?: string;
            /**
             * Format: date-time
             * @description Starting at or before this instant; not before dateFrom.
             */
            dateTo?: string;
            /**
             * @description By start: soonest first for upcoming, latest first for past when left out.
             * @enum {string}
             */
            sort?: "startAsc" | "startDesc";
            page?: number;
            /** @description Events of a page, 10 when left out (spec 9). */
            limit?: number;
        };
        /**
         * EventList
         * @description One page of events (spec 3 paginated shape {records, totalPages, totalRecords}).
         */
        EventList: {
            records: components["schemas"]["Event"][];
            totalPages: number;
            totalRecords: number;
            page: number;
            limit: number;
        };
        /**
         * EventSaveRequest
         * @description Body of PUT /api/v1/admin/events (issue 22): an event created (no id) or replaced (its id), with its texts in the request's language; the other languages' texts stay. The description's HTML is sanitised like the builder's rich text; endEvent must be after startEvent and eventAttendees at most the capacity.
         */
        EventSaveRequest: {
            id?: number;
            title: string;
            slug?: components["schemas"]["Slug"];
            description?: string;
            place?: string;
            /** Format: date-time */
            startEvent: string;
            /** Format: date-time */
            endEvent: string;
            capacity?: number | null;
            eventAttendees?: number;
            cover?: components["schemas"]["ImageRef"] | null;
            isPublished?: boolean;
            /** @description Visitors sign up on its page (decision 054); left out: kept (false for a new event). */
            acceptsSignups?: boolean;
        };
        /**
         * EventSignupRequest
         * @description Body of POST /api/v1/calendar/event/public/signUp (issue 22, decision 054): a visitor's submission of the site's event sign-up form (formSlug prijava-na-dogadjaj) for the event `id`. The submission is checked as storeData checks one (the form's fields: name, e-mail, seats; the consents of its assignment; the captcha, or confirmByEmail without JavaScript); its seats are taken in the transaction that stores it.
         */
        EventSignupRequest: {
            id: number;
            submission: components["schemas"]["FormStoreRequest"];
        };
        /**
         * FailedRequestRequest
         * @description spec 7 redirect addFailedRequest (issue 22): the path of the site a visitor asked for that answered 404 (a query is dropped); longer than 512 characters is taken and not counted.
         */
        FailedRequestRequest: {
            path: string;
        };
        /**
         * FailedRequestResult
         * @description spec 7 redirect addFailedRequest (issue 22): whether the path was counted; a path that normalises to nothing usable (too long, a file of the build) is taken and not counted.
         */
        FailedRequestResult: {
            recorded: boolean;
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
         * FormCaptcha
         * @description What the site's forms are protected with (issue 21): a fresh signed ALTCHA challenge (valid ten minutes, solved in the browser), or reCAPTCHA v2 invisible with the site's key when the site has one and the server its secret.
         */
        FormCaptcha: {
            /** @enum {string} */
            kind: "altcha" | "recaptcha";
            /** AltchaChallenge */
            challenge?: {
                parameters: {
                    [key: string]: string | number | Record<string, unknown>;
                };
                signature?: string;
            };
            siteKey?: string;
            /** @enum {integer} */
            version?: 2;
        };
        /**
         * FormRecaptcha
         * @description spec 7 storeData's optional recaptcha key and response (spec 5: a site key and a version are needed; default version 2, invisible, spec 9).
         */
        FormRecaptcha: {
            key?: string;
            version?: number;
            response: string;
        };
        /**
         * FormStoreRequest
         * @description spec 7 form storeData (issue 21): a visitor's submission of a form of a published page, found by formSlug. `data` is checked by the form's own schema on the server (formValueSchema of the published form's fields, never a schema the client sends): here only its size. Sent as JSON, or as the `payload` field of a multipart body whose file parts are named by their field.
         */
        FormStoreRequest: {
            formSlug: string;
            /** @description The page the form was sent from. */
            path: string;
            /** FormSubmissionData */
            data: {
                [key: string]: string | number | boolean | string[];
            };
            consents?: string[];
            /** @description The ALTCHA widget's payload (base64 of the solved challenge), when the site uses ALTCHA. */
            altcha?: string;
            recaptcha?: components["schemas"]["FormRecaptcha"];
            /** @description Sent without a captcha (a browser without JavaScript): keep the submission until its sender opens the link mailed to the form's e-mail field, instead of refusing it (decision 048). */
            confirmByEmail?: boolean;
        };
        /**
         * FormStoreResult
         * @description spec 7 form storeData (issue 21): the submission was taken; awaitingConfirmation when it was sent without a captcha and waits for the link mailed to its sender.
         */
        FormStoreResult: {
            /** @constant */
            accepted: true;
            awaitingConfirmation: boolean;
        };
        /**
         * FormSubmissionList
         * @description A page of a site's form submissions, newest first (issue 21), and the site's forms with their counts.
         */
        FormSubmissionList: {
            forms: {
                formSlug: string;
                formTitle: string;
                count: number;
            }[];
            submissions: components["schemas"]["FormSubmissionRecord"][];
            total: number;
            page: number;
            perPage: number;
        };
        /**
         * FormSubmissionRecord
         * @description A stored submission of a form as the back office lists it (issue 21): the values as text, shown escaped; its files by id (download operation).
         */
        FormSubmissionRecord: {
            id: number;
            formSlug: string;
            formTitle: string;
            path: string;
            language: string;
            email: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The form's fields at the time it was sent: name and label, in the form's order. */
            fields: {
                name: string;
                label: string;
                value: string;
            }[];
            files: {
                id: number;
                field: string;
                name: string;
                mime: string;
                size: number;
            }[];
        };
        /**
         * GetByHandlersRequest
         * @description Body of POST /api/v1/cms/element/getByHandlers.
         */
        GetByHandlersRequest: {
            handlers: components["schemas"]["LayoutHandler"][];
        };
        /**
         * GuestUser
         * @description A shopper who checks out without an account (spec 3 guest user): kept in the cart; the guestUser cookie holds only its e-mail.
         */
        GuestUser: {
            /** Format: email */
            email: string;
            details?: {
                firstName: string;
                lastName: string;
            };
            company?: null | {
                name: string;
                oib: string;
            };
            /** @description The Main (billing) and Shipping (delivery) address. */
            addresses?: components["schemas"]["AddressForm"][];
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
         * HostName
         * @description A domain's host name as the Host header names it: lowercase labels of letters, digits and hyphens (an IPv4 address too), no port.
         */
        HostName: string;
        /**
         * ImageRef
         * @description An image with its alternative text (logos, EU logos).
         */
        ImageRef: {
            src: components["schemas"]["MediaSrc"];
            alt: string;
        };
        /**
         * InUseConflict
         * @description 409 of a delete refused because the thing is in use: the error and every place it is used.
         */
        InUseConflict: {
            error: components["schemas"]["ApiError"];
            usage: components["schemas"]["ContentUsage"][];
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
         * LayeredFilter
         * @description One facet of layered navigation (spec 3): counts are disjunctive (a facet's own selection does not narrow its own values), ranges report min and max under the other filters.
         */
        LayeredFilter: {
            attributeCode: components["schemas"]["AttributeCode"];
            label: string;
            type: components["schemas"]["LayeredFilterType"];
            attributeID: number;
            values: components["schemas"]["LayeredFilterValue"][];
        };
        /**
         * LayeredFilterType
         * @description Layered filter types of spec 3, one per attribute input type.
         * @enum {string}
         */
        LayeredFilterType: "Dropdown" | "Number" | "MultiSelect" | "TextSwatch" | "VisualSwatch" | "YesNo" | "Date" | "DateTime";
        /**
         * LayeredFilterValue
         * @description One value of a layered filter (spec 3): its id (attributeID), label and product count; Number, Date and DateTime filters have one value with minValue and maxValue. value is what the filter payload sends for it.
         */
        LayeredFilterValue: {
            attributeID: number;
            value: number | ("yes" | "no");
            valueLabel: string;
            totalProducts: number;
            minValue: number | null;
            maxValue: number | null;
            swatch: string | null;
            isSelected: boolean;
        };
        /**
         * LayeredNavigationRequest
         * @description Body of POST product layered/navigation: the same filters as web/filter.
         */
        LayeredNavigationRequest: {
            keywords?: string;
            filters?: components["schemas"]["ProductFilterItem"][];
            store?: number;
            featured?: boolean;
            categories?: number[];
            /** @description Ignored: archived products are never listed (spec 9, archived=false). */
            archived?: boolean;
            /** @description true: only products with a discount. */
            discount?: boolean;
            mainCategory?: number;
        };
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
         * LocalisedText
         * @description A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.
         */
        LocalisedText: {
            [key: string]: string;
        };
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
         * Master
         * @description A master component (an element subtree whose instances follow it) or a template (a whole page a new page can start from).
         */
        Master: {
            id: number;
            /** @enum {string} */
            kind: "master" | "template";
            title: string;
            revision: number;
            /** @description Masters: the subtree. */
            element?: components["schemas"]["ElementNode"];
            /** @description Templates: the page. */
            document?: components["schemas"]["PageDocument"];
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * MasterCreateRequest
         * @description Saves an element subtree as a master, or a page document as a template.
         */
        MasterCreateRequest: {
            /** @enum {string} */
            kind: "master" | "template";
            title: string;
            element?: components["schemas"]["ElementNode"];
            document?: components["schemas"]["PageDocument"];
        };
        /**
         * MasterUpdateRequest
         * @description Changes a master or template; every instance follows (409 when someone saved since baseRevision).
         */
        MasterUpdateRequest: {
            baseRevision: number;
            title: string;
            element?: components["schemas"]["ElementNode"];
            document?: components["schemas"]["PageDocument"];
        };
        /**
         * MediaItem
         * @description A file of the media library (spec 3 Media item). path is the original (re-encoded, metadata stripped); alternativePaths holds the four sizes.
         */
        MediaItem: {
            id: number;
            title: string;
            /** @description Alternative text of the image. */
            description: string;
            caption: string;
            /** @enum {string} */
            mime: "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/gif";
            /** @constant */
            media_type: "image";
            /** @constant */
            access: "public";
            hash: string;
            path: string;
            media_url: string;
            usePublicPath: boolean;
            /** @enum {string} */
            extension: "jpg" | "png" | "webp" | "avif" | "gif";
            size: number;
            width: number;
            height: number;
            originalName: string;
            alternativePaths: {
                ThumbnailSize: components["schemas"]["MediaVariant"];
                PortraitSize: components["schemas"]["MediaVariant"];
                LargeSize: components["schemas"]["MediaVariant"];
                FullHDSize: components["schemas"]["MediaVariant"];
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * MediaList
         * @description A page of the media library (spec 3 paginated shape records, totalPages, totalRecords).
         */
        MediaList: {
            records: components["schemas"]["MediaItem"][];
            totalPages: number;
            totalRecords: number;
        };
        /**
         * MediaPicture
         * @description What the site needs to draw an upload as a <picture>: the original's intrinsic size and the spec 3 sizes written of it (process-image.ts), smallest first.
         */
        MediaPicture: {
            width: number;
            height: number;
            variants: components["schemas"]["MediaVariant"][];
        };
        /**
         * MediaPicturesRequest
         * @description Body of POST /api/v1/media/pictures: the media library paths a page shows (its elements' src).
         */
        MediaPicturesRequest: {
            paths: string[];
        };
        /**
         * MediaSrc
         * @description Address of an image or video: a site path or an https URL (never javascript: or data:).
         */
        MediaSrc: string;
        /**
         * MediaUpdateRequest
         * @description Edits the texts of a media item (edit media modal).
         */
        MediaUpdateRequest: {
            title?: string;
            description?: string;
            caption?: string;
        };
        /**
         * MediaVariant
         * @description One resized copy of an image (spec 3 media sizes) in every format made: avif, webp and jpeg (or png for images with transparency).
         */
        MediaVariant: {
            width: number;
            height: number;
            avif: string;
            webp: string;
            jpeg?: string;
            png?: string;
        };
        /**
         * MissingUrl
         * @description A path of the site that answered 404 (issue 22, spec 7 redirect addFailedRequest): how often and when it was asked for, and the redirect that now covers it, if any.
         */
        MissingUrl: {
            path: components["schemas"]["SitePath"];
            hits: number;
            /** Format: date-time */
            firstSeenAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            redirectId: number | null;
        };
        /**
         * MissingUrlList
         * @description A page of the paths that answered 404, most asked for first (issue 22; perPage at most 50), and how many the search finds.
         */
        MissingUrlList: {
            records: components["schemas"]["MissingUrl"][];
            total: number;
            page: number;
            perPage: number;
        };
        /**
         * MoneyInput
         * @description An amount of the main currency as the back office types it: euros with at most two decimals, a point or a comma (4.50, 4,50, 12). The server parses the text into integer cents exactly; never a float.
         */
        MoneyInput: string;
        /**
         * MyData
         * @description Everything the site holds about the logged-in user (issue 9, GDPR access): the account, its addresses, its wishlist, recorded consents, sessions and pending links (times only, never a token or its hash), and the mails sent to the account's address (tokens in their links removed).
         */
        MyData: {
            /** Format: date-time */
            exportedAt: string;
            /** MyDataAccount */
            account: {
                id: number;
                /** Format: email */
                email: string;
                username: string;
                details: {
                    firstName: string;
                    lastName: string;
                };
                memberCardBarcode: string | null;
                isBackofficeUser: boolean;
                scope: string;
                /** Format: date-time */
                emailVerifiedAt: string | null;
                /** Format: date-time */
                createdAt: string;
            };
            addresses: components["schemas"]["Address"][];
            /** @description Products on the user's wishlist (spec 3 Wishlist item), newest first. */
            wishlist: {
                product_id: number;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description The account's comments and ratings on posts and reviews of products (decision 052), every status, newest first; the newest 1,000 when there are more. */
            comments: {
                postId: number | null;
                productId: number | null;
                body: string;
                rating: number | null;
                /** @enum {string} */
                status: "published" | "pending" | "rejected";
                languageCode: components["schemas"]["LanguageCode"];
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
            /** @description The account's entries of the consent log (spec 3 Consent, spec 7 consent log fields; decision 047): each consent accepted or withdrawn, the id the form sent, the consent's uniqueNumber and the version of its text. */
            consents: components["schemas"]["ConsentLogEntry"][];
            /** @description The account's access and refresh tokens as times only (spec 3 Auth tokens). */
            sessions: {
                /** @enum {string} */
                kind: "access" | "refresh";
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                /** Format: date-time */
                usedAt: string | null;
            }[];
            /** @description Verification and password reset links not yet followed, as times only. */
            pendingLinks: {
                /** @enum {string} */
                purpose: "verifyEmail" | "resetPassword";
                email: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
            }[];
            /** @description Mails to the account's address, newest first, with the tokens of their links replaced. */
            mails: {
                to: string;
                subject: string;
                text: string;
                html: string;
                /** @enum {string} */
                template: "verifyEmail" | "resetPassword" | "orderConfirmation" | "orderNotice" | "newsletterConfirm" | "newsletterWelcome" | "gdprNotice" | "formSubmission" | "formConfirm" | "contactMessage";
                language: components["schemas"]["LanguageCode"];
                /** @enum {string} */
                status: "queued" | "pending" | "sent" | "failed";
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                sentAt: string | null;
            }[];
        };
        /**
         * MyWalletApprovalRequest
         * @description A signed-in customer approved the card wallet's payment of one of their orders from the profile ('pay now', decision 046): what the wallet's buttons answered. The approval alone never pays: the shop captures (or reads the subscription) through the provider's API and checks the amount.
         */
        MyWalletApprovalRequest: {
            details: components["schemas"]["WalletApprovalDetails"];
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
         * NewPassword
         * @description A password an account is given (register, reset, change): spec 5, 9 at least 8 characters, and not blank (issue 18: at least one character that is not white space, validation.passwordBlank). The server refuses common ones too (server/modules/user/password-policy.ts).
         */
        NewPassword: string;
        /**
         * NewsletterConsentEntry
         * @description One consent log entry of a newsletter subscriber (assigned_to newsletter, decision 047): the consent and the version of its text, accepted or withdrawn, when, and as whom.
         */
        NewsletterConsentEntry: {
            id: number;
            uniqueNumber: string;
            version: number;
            key: string;
            /** @enum {string} */
            status: "accepted" | "withdrawn";
            /** Format: date-time */
            statusTimestamp: string;
            /** @enum {string} */
            userType: "webUser" | "guest";
        };
        /**
         * NewsletterStatus
         * @description Where a newsletter subscription stands after a call (issue 21): pending until the mailed link confirms it, subscribed, or unsubscribed.
         */
        NewsletterStatus: {
            /** @enum {string} */
            status: "pending" | "subscribed" | "unsubscribed";
        };
        /**
         * NewsletterSubscribeRequest
         * @description spec 7 POST marketing newsletter/subscribe (issue 21): the address to subscribe, the language its mails are written in (the request's when left out) and the ids of the newsletter assignment's consents the visitor accepted (the ids the form shows, as register sends them).
         */
        NewsletterSubscribeRequest: {
            /** Format: email */
            email: string;
            language?: components["schemas"]["LanguageCode"];
            consents?: string[];
        };
        /**
         * NewsletterSubscriber
         * @description A newsletter subscriber as the back office lists it (issue 21): address, language, state with its times, and its consent history (oldest first).
         */
        NewsletterSubscriber: {
            id: number;
            email: string;
            language: components["schemas"]["LanguageCode"];
            /** @enum {string} */
            status: "pending" | "subscribed" | "unsubscribed";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            confirmedAt: string | null;
            /** Format: date-time */
            unsubscribedAt: string | null;
            history: components["schemas"]["NewsletterConsentEntry"][];
        };
        /**
         * NewsletterSubscriberList
         * @description A page of the site's newsletter subscribers, newest first (issue 21; perPage at most 50), and how many the filters find.
         */
        NewsletterSubscriberList: {
            records: components["schemas"]["NewsletterSubscriber"][];
            total: number;
            page: number;
            perPage: number;
        };
        /**
         * NewsletterTokenRequest
         * @description spec 7 confirmEmail (issue 21): the token of a newsletter confirmation link, spent once.
         */
        NewsletterTokenRequest: {
            token: string;
        };
        /**
         * NewsletterUnsubscribeRequest
         * @description One-click unsubscribe (issue 21, RFC 8058): the token of a newsletter mail's unsubscribe link, in the body or the query; a mail client's one-click POST sends the form body List-Unsubscribe=One-Click with the token in the query.
         */
        NewsletterUnsubscribeRequest: {
            token?: string;
            /** @enum {string} */
            "List-Unsubscribe"?: "One-Click";
        };
        /**
         * Order
         * @description An order as its shopper and the back office read it (issue 17): number, state, payment state, totals and its snapshot.
         */
        Order: {
            id: number;
            number: string;
            status: components["schemas"]["OrderStatus"];
            /**
             * @description unpaid: done at once and not yet marked paid; awaiting: a card order waiting for its gateway; flagged: the gateway reported another amount or currency (decision 045).
             * @enum {string}
             */
            paymentStatus: "unpaid" | "awaiting" | "paid" | "failed" | "expired" | "flagged" | "refunded";
            email: string;
            language: components["schemas"]["LanguageCode"];
            total: number;
            currency: components["schemas"]["Currency"];
            /** Format: date-time */
            createdAt: string;
            snapshot: components["schemas"]["OrderSnapshot"];
        };
        /**
         * OrderCreateRequest
         * @description spec 7 order/create: the cart becomes an order (idempotent: the same cart answers the same order). consents: the ids accepted on the address and payment steps; expected: the cart total and items the shopper saw (spec 4 change detection).
         */
        OrderCreateRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            userId?: number;
            giftMessage?: string;
            orderMessage?: string;
            to?: string;
            from?: string;
            failureURL?: string;
            successURL?: string;
            consents?: string[];
            /** OrderExpectation */
            expected?: {
                cartTotal: number;
                items: {
                    itemId: number;
                    /** @description spec 5: a whole number above 0. */
                    qty: number;
                    finalPrice: number;
                }[];
            };
        };
        /**
         * OrderCreateResult
         * @description spec 3 order create result: html (empty when the order is done at once; a self-submitting form for a hosted payment form; null when the card wallet's buttons pay it, with walletProvider) and orderSlug, the order's number.
         */
        OrderCreateResult: {
            html: null | string;
            orderSlug: string;
            walletProvider?: components["schemas"]["WalletProvider"];
        };
        /**
         * OrderDocument
         * @description spec 3 order document (spec 7 smartDocument): id and extendedDetails, here the order confirmation of one order with its PDF address.
         */
        OrderDocument: {
            id: number;
            title: string;
            pdfUrl: string;
            extendedDetails: components["schemas"]["Order"];
        };
        /**
         * OrderLine
         * @description A line of an order as it was sold: product, name and sku then, quantity, prices in minor units, VAT rate and options.
         */
        OrderLine: {
            productId: number;
            sku: string;
            name: string;
            qty: number;
            unitPrice: number;
            row: number;
            rateBasisPoints: number;
            variantLabel?: string;
            /** @description The custom options typed, with their titles in the cart's language. */
            personalizations?: components["schemas"]["CartPersonalization"][];
            components?: components["schemas"]["CartBundleComponent"][];
            options: components["schemas"]["CartItemOptions"];
        };
        /**
         * OrderPage
         * @description A page of orders, newest first, in the spec 3 {data, pagination} shape.
         */
        OrderPage: {
            data: components["schemas"]["OrderSummary"][];
            pagination: {
                totalPages: number;
                totalRecords: number;
                page: number;
                limit: number;
            };
        };
        /**
         * OrderSnapshot
         * @description What an order keeps of its cart and checkout (issue 17): lines, prices with the tax breakdown, addresses, delivery and payment method, consents, coupon, member card, currency and the converted view with its rate, bank transfer details.
         */
        OrderSnapshot: {
            lines: components["schemas"]["OrderLine"][];
            prices: components["schemas"]["CartPrices"];
            billingAddress: components["schemas"]["AddressForm"];
            shippingAddress: null | components["schemas"]["AddressForm"];
            /** OrderCustomer */
            customer: {
                /** Format: email */
                email: string;
                firstName: string;
                lastName: string;
                company: null | {
                    name: string;
                    oib: string;
                };
                isGuest: boolean;
            };
            delivery: null | {
                id: number;
                code: string;
                name: string;
                price: number;
                branch: null | components["schemas"]["ShopBranch"];
            };
            /** OrderPayment */
            payment: {
                id: number;
                code: string;
                /** @enum {string} */
                kind: "cashOnDelivery" | "bankTransfer" | "card" | "wallet";
                name: string;
            };
            bankTransfer: null | components["schemas"]["BankTransferDetails"];
            consents: {
                id: string;
                form: string;
                email: string;
                /** Format: date-time */
                statusTimestamp: string;
            }[];
            coupon: null | {
                id: number;
                code: string;
            };
            memberCardBarcode: null | string;
            instructions: string;
        };
        /**
         * OrderStatus
         * @description An order's state (issue 17): new -> processing -> shipped -> delivered; new or processing -> cancelled (stock returned).
         * @enum {string}
         */
        OrderStatus: "new" | "processing" | "shipped" | "delivered" | "cancelled";
        /**
         * OrderSummary
         * @description An order in a list (order history, the admin's orders).
         */
        OrderSummary: {
            id: number;
            number: string;
            status: components["schemas"]["OrderStatus"];
            /**
             * @description unpaid: done at once and not yet marked paid; awaiting: a card order waiting for its gateway; flagged: the gateway reported another amount or currency (decision 045).
             * @enum {string}
             */
            paymentStatus: "unpaid" | "awaiting" | "paid" | "failed" | "expired" | "flagged" | "refunded";
            /** @enum {string} */
            paymentKind: "cashOnDelivery" | "bankTransfer" | "card" | "wallet";
            email: string;
            customerName: string;
            total: number;
            currency: components["schemas"]["Currency"];
            itemCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * OutboxMessage
         * @description An e-mail in the outbox (design.md: e-mail): queued (an order's, rendered after its commit), waiting, sent, or failed after its retries.
         */
        OutboxMessage: {
            id: number;
            /** Format: email */
            to: string;
            subject: string;
            text: string;
            html: string;
            /** @enum {string} */
            template: "verifyEmail" | "resetPassword" | "orderConfirmation" | "orderNotice" | "newsletterConfirm" | "newsletterWelcome" | "gdprNotice" | "formSubmission" | "formConfirm" | "contactMessage";
            language: components["schemas"]["LanguageCode"];
            /** @description Extra headers the mail is sent with (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
            headers?: {
                [key: string]: string;
            };
            /** @enum {string} */
            status: "queued" | "pending" | "sent" | "failed";
            attempts: number;
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
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
            /** @description The picture shown when the page is shared (og:image); absent = none. */
            socialImage?: components["schemas"]["MediaSrc"];
        };
        /**
         * PageSlug
         * @description The slug of a new or renamed page (spec 5, 9): at least 4 characters (slugTooShort), lower-case letters and digits joined by single hyphens (invalidSlug).
         */
        PageSlug: string;
        /**
         * PaymentMethod
         * @description A payment method as checkout offers it (spec 3): paymentType 'HPF' redirects to a hosted payment form; null means the order is done at once (cash on delivery, bank transfer).
         */
        PaymentMethod: {
            id: number;
            code: string;
            /** @enum {string} */
            kind: "cashOnDelivery" | "bankTransfer" | "card" | "wallet";
            name: string;
            description: string;
            paymentType: null | ("HPF" | "WALLET");
        };
        /**
         * PaymentNotificationResult
         * @description What a gateway's notification did to its order (decision 045): paid it, flagged it for the back office (another amount or currency), repeated what was already done (replay), came for an order no longer waiting for it, expired or given up (late: recorded, nothing changed), or recorded a declined transaction.
         */
        PaymentNotificationResult: {
            /** @enum {string} */
            status: "accepted" | "amountMismatch" | "replay" | "late" | "declined";
        };
        /**
         * PaymentRetryRequest
         * @description Pay again for an order still waiting for its card payment (the failure page, the order in the profile): the cart's credentials and where the gateway sends the shopper back.
         */
        PaymentRetryRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            successURL: string;
            failureURL: string;
        };
        /**
         * PaymentReturnRequest
         * @description The shopper's browser back from a payment provider on the success or failure page (decision 045), with the cart's credentials and what the provider put in the return address. Advisory only: it is recorded, and when the order still waits for its payment the provider is asked for the status; the return itself never pays.
         */
        PaymentReturnRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            /** @description The return address's query, as it came. */
            answer: {
                [key: string]: string;
            };
        };
        /**
         * PaymentReturnsRequest
         * @description Where the gateway sends the shopper back when a signed-in customer pays an order of theirs from the profile (decision 045).
         */
        PaymentReturnsRequest: {
            successURL: string;
            failureURL: string;
        };
        /**
         * Personalizations
         * @description spec 3 cart item options.personalizations: what the shopper typed for each custom option, keyed by the option value's sku.
         */
        Personalizations: {
            [key: string]: string;
        };
        /**
         * PlacedOrder
         * @description The order a cart became, for the success page of the shopper who placed it (spec 2 checkout success; issue 17: a bank transfer shows payee, IBAN, model, reference, amount and the HUB-3 barcode). Read with the cart's own credentials, so a guest sees it too.
         */
        PlacedOrder: {
            number: string;
            /** @enum {string} */
            paymentKind: "cashOnDelivery" | "bankTransfer" | "card" | "wallet";
            total: number;
            currency: components["schemas"]["Currency"];
            bankTransfer: null | components["schemas"]["BankTransferDetails"];
            /** @description The HUB-3 payment slip barcode (PDF417) as a PNG data URL; null without a bank transfer slip. */
            paymentSlip: null | string;
            /**
             * @description Whether the order is paid (decision 045): unpaid (paid on delivery or by transfer), awaiting (a card payment not confirmed by its gateway yet), paid, failed (given up for another method), expired (unpaid in time), flagged (the gateway reported another amount or currency).
             * @enum {string}
             */
            paymentStatus: "unpaid" | "awaiting" | "paid" | "failed" | "expired" | "flagged" | "refunded";
            /** @description The ids of the consents the shopper gave for this order (the checkout's address and payment steps): another payment method goes back to the payment step with them. */
            consents: string[];
        };
        /**
         * Post
         * @description A published post in one language (spec 3 Post: id, title, body): its card's fields, its tags, its body (a page document, drawn like a page's) and its translations' slugs by language code.
         */
        Post: {
            summary: components["schemas"]["PostSummary"];
            description: string;
            tags: components["schemas"]["PostTerm"][];
            document: components["schemas"]["PageDocument"];
            slugs: {
                [key: string]: components["schemas"]["Slug"];
            };
        };
        /**
         * PostFilterRequest
         * @description Body of POST /api/v1/cms/post/filterStandard (spec 7 post filterStandard, spec 9): published posts of the request's language whose published_at has come, newest first by default, in pages of 10.
         */
        PostFilterRequest: {
            /** @description Only posts in one of these categories or tags (slugs of the request's language). */
            termSlugs?: components["schemas"]["Slug"][];
            /** @description Only posts of these types; ['post'] when left out (spec 9). */
            postTypeSlugs?: components["schemas"]["Slug"][];
            /**
             * Format: date-time
             * @description Published at or after this instant.
             */
            dateFrom?: string;
            /**
             * Format: date-time
             * @description Published at or before this instant (never after now).
             */
            dateTo?: string;
            /**
             * @description publishedAtDesc (newest first) when left out.
             * @enum {string}
             */
            sort?: "publishedAtDesc" | "publishedAtAsc";
            /**
             * @description components (the default): each post as its card's summary; the post page reads its body as a page document (getBySlug). legacy: each summary also carries `html`, its body's headings and rich text as sanitised HTML drawn by the server (decision 049).
             * @enum {string}
             */
            display?: "components" | "legacy";
            page?: number;
            /** @description Posts of a page, 10 when left out (spec 9). */
            limit?: number;
        };
        /**
         * PostList
         * @description One page of posts (spec 3 paginated shape {records, totalPages, totalRecords}).
         */
        PostList: {
            records: components["schemas"]["PostSummary"][];
            totalPages: number;
            totalRecords: number;
            page: number;
            limit: number;
        };
        /**
         * PostSaveRequest
         * @description Body of PUT /api/v1/admin/posts (issue 22): a post in the request's language, created or replaced by its slugMain; published_at ahead of now schedules it. Categories and tags are slugs of the same language; the body's rich text is sanitised like a page's.
         */
        PostSaveRequest: {
            slugMain: components["schemas"]["Slug"];
            slug: components["schemas"]["Slug"];
            title: string;
            description?: string;
            excerpt?: string;
            cover?: components["schemas"]["ImageRef"] | null;
            author?: string;
            postType?: components["schemas"]["Slug"];
            /** Format: date-time */
            publishedAt: string;
            categories?: components["schemas"]["Slug"][];
            tags?: components["schemas"]["Slug"][];
            document: components["schemas"]["PageDocument"];
        };
        /**
         * PostSummary
         * @description A post as a list shows it (spec 3 Post: id, title): its card's cover, title, excerpt, date, author and categories.
         */
        PostSummary: {
            id: number;
            slug: components["schemas"]["Slug"];
            slugMain: components["schemas"]["Slug"];
            title: string;
            excerpt: string;
            cover: components["schemas"]["ImageRef"] | null;
            author: string;
            postType: components["schemas"]["Slug"];
            /** Format: date-time */
            publishedAt: string;
            categories: components["schemas"]["PostTerm"][];
            /** @description Only when filterStandard is asked for display legacy: the post's body (its headings and rich text) as sanitised HTML drawn by the server (decision 049). */
            html?: string;
        };
        /**
         * PostTerm
         * @description A post category or tag in one language (spec 3 Post category: title, slug); parentId names a subcategory's parent; slugs are its translations' slugs by language code.
         */
        PostTerm: {
            id: number;
            /** @enum {string} */
            type: "postCategory" | "postTag";
            title: string;
            slug: components["schemas"]["Slug"];
            slugMain: components["schemas"]["Slug"];
            parentId: number | null;
            slugs: {
                [key: string]: components["schemas"]["Slug"];
            };
        };
        /**
         * PostTermSaveRequest
         * @description Body of PUT /api/v1/admin/posts/terms (issue 22): a post category or tag in the request's language, created or replaced by its slugMain; parentSlug (a category of the same language) makes a subcategory.
         */
        PostTermSaveRequest: {
            /** @enum {string} */
            type: "postCategory" | "postTag";
            slugMain: components["schemas"]["Slug"];
            slug: components["schemas"]["Slug"];
            title: string;
            parentSlug?: components["schemas"]["Slug"] | null;
        };
        /**
         * Product
         * @description A product in full (spec 3): prices in the site's main currency and a converted view, attributes, variants, bundle components, custom options, cross-sell, media, categories and tags in the request language.
         */
        Product: {
            id: number;
            slug: components["schemas"]["Slug"];
            name: string;
            title: string;
            /** @constant */
            type: "product";
            format: components["schemas"]["ProductFormat"];
            sku: string;
            image: components["schemas"]["ProductMedia"] | null;
            shortDescription: string;
            /** @description Percent off retailPrice, rounded to a whole number (spec 9). */
            discount: number;
            basicPrice: number;
            retailPrice: number;
            finalPrice: number;
            membershipPrice: number | null;
            categoryPriority: number;
            isFeatured: boolean;
            mainCategory: components["schemas"]["ProductCategoryRef"] | null;
            currency: components["schemas"]["Currency"];
            convertedPrices: components["schemas"]["ProductPrices"] | null;
            description: string;
            media: components["schemas"]["ProductMedia"][];
            bundles: components["schemas"]["BundleComponent"][];
            crossSellProducts: components["schemas"]["ProductListItem"][];
            associatedProducts: components["schemas"]["ProductVariant"][];
            associatedProductsAttributes: components["schemas"]["ConfigurableAttribute"][];
            attributeSet: {
                attributes: components["schemas"]["AttributeSetEntry"][];
            };
            customOptions: components["schemas"]["ProductCustomOption"][];
            categories: components["schemas"]["ProductCategoryRef"][];
            tags: components["schemas"]["ProductTag"][];
            isVisibleIndividually: boolean;
            isInStock: boolean;
            /** @description The product's slug per language (language switch, hreflang). */
            slugs: {
                [key: string]: components["schemas"]["Slug"];
            };
        };
        /**
         * ProductCategory
         * @description A product category (spec 3) in the request language, with its sorts and, as a tree, its children.
         */
        ProductCategory: {
            id: number;
            parentId: number | null;
            name: string;
            slug: components["schemas"]["Slug"];
            description: string;
            image: components["schemas"]["ProductMedia"] | null;
            position: number;
            sortTypes: components["schemas"]["SortOption"][];
            sortDefaultType: components["schemas"]["ProductSort"];
            slugs: {
                [key: string]: components["schemas"]["Slug"];
            };
            children: components["schemas"]["ProductCategory"][];
        };
        /**
         * ProductCategoryFilterRequest
         * @description Body of product category filter (spec 7): sorted by id ascending; tree nests children under their parents.
         */
        ProductCategoryFilterRequest: {
            tree?: boolean;
            ids?: number[];
            parentId?: number;
            limit?: number;
        };
        /**
         * ProductCategoryRef
         * @description A category a product belongs to: id, name and slug in the request language.
         */
        ProductCategoryRef: {
            id: number;
            name: string;
            slug: components["schemas"]["Slug"];
        };
        /**
         * ProductCategorySaveRequest
         * @description A product category as the back office creates or replaces it.
         */
        ProductCategorySaveRequest: {
            parentId?: number | null;
            translations: {
                [key: string]: {
                    name: string;
                    slug: components["schemas"]["Slug"];
                    description?: string;
                };
            };
            image?: components["schemas"]["ProductMedia"] | null;
            position?: number;
            sortTypes?: components["schemas"]["ProductSort"][];
            sortDefaultType?: components["schemas"]["ProductSort"];
        };
        /**
         * ProductCustomOption
         * @description A custom option as web/get serves it (spec 3 customOptions, 7): the stored option (custom-option.schema.json) with its title and value labels in the request language, and each value's surcharge also in the currency asked for, as the product's convertedPrices.
         */
        ProductCustomOption: {
            option_title: string;
            /** @enum {string} */
            option_type: "text" | "number";
            is_required: boolean;
            max_characters: number;
            custom_option_values: {
                sku: string;
                label: string;
                /** @description The surcharge in the site's main currency. */
                price: number;
                /** @description The surcharge in the currency of the product's convertedPrices, two decimals; null when no other currency was asked for. */
                convertedPrice: number | null;
            }[];
        };
        /**
         * ProductEditList
         * @description A page of the back office's product list: every product of the site, archived ones and variants too (spec 3 paginated shape records, totalPages, totalRecords).
         */
        ProductEditList: {
            records: {
                id: number;
                name: string;
                sku: string;
                format: components["schemas"]["ProductFormat"];
                isArchived: boolean;
                isVisibleIndividually: boolean;
            }[];
            totalPages: number;
            totalRecords: number;
        };
        /**
         * ProductFilterItem
         * @description One filter of the filter payload (spec 3): key is an attribute code, or price (a finalPrice range), id (a list of product ids) or tag (tag ids); value a list (option ids, numbers, or [min, max] with range), 'yes'/'no', or a single value (wrapped in a list, spec 5).
         */
        ProductFilterItem: {
            key: components["schemas"]["AttributeCode"];
            value: (number | string | null)[] | string | number | null;
            range?: boolean;
        };
        /**
         * ProductFilterRequest
         * @description Body of POST product web/filter (spec 7). Without keywords, filters, category, select, limit or page the list is empty (spec 5).
         */
        ProductFilterRequest: {
            keywords?: string;
            filters?: components["schemas"]["ProductFilterItem"][];
            store?: number;
            featured?: boolean;
            categories?: number[];
            /** @description Ignored: archived products are never listed (spec 9, archived=false). */
            archived?: boolean;
            /** @description true: only products with a discount. */
            discount?: boolean;
            mainCategory?: number;
            select?: ("id" | "slug" | "name" | "title" | "type" | "format" | "sku" | "image" | "shortDescription" | "discount" | "basicPrice" | "retailPrice" | "finalPrice" | "membershipPrice" | "categoryPriority" | "isFeatured" | "mainCategory" | "currency" | "convertedPrices")[];
            sort?: components["schemas"]["ProductSort"];
            page?: number;
            /** @description Page size; capped at 100 (1000 with allowUnlimited). */
            limit?: number;
            allowUnlimited?: boolean;
            currency?: number;
            /** @description true: the response carries layeredFilters for the same filters (one round trip). */
            layered?: boolean;
        };
        /**
         * ProductFormat
         * @description The four product formats of spec 3.
         * @enum {string}
         */
        ProductFormat: "Simple" | "Configurable" | "Bundle" | "EProduct";
        /**
         * ProductListItem
         * @description A product in a list (spec 3 Product, the fields a grid needs). With select, only the selected fields and id are present; prices are in the site's main currency, convertedPrices in the requested one.
         */
        ProductListItem: {
            id: number;
            slug?: components["schemas"]["Slug"];
            name?: string;
            title?: string;
            /** @constant */
            type?: "product";
            format?: components["schemas"]["ProductFormat"];
            sku?: string;
            image?: components["schemas"]["ProductMedia"] | null;
            shortDescription?: string;
            /** @description Percent off retailPrice, rounded to a whole number (spec 9). */
            discount?: number;
            basicPrice?: number;
            retailPrice?: number;
            finalPrice?: number;
            membershipPrice?: number | null;
            categoryPriority?: number;
            isFeatured?: boolean;
            mainCategory?: components["schemas"]["ProductCategoryRef"] | null;
            currency?: components["schemas"]["Currency"];
            convertedPrices?: components["schemas"]["ProductPrices"] | null;
        };
        /**
         * ProductMedia
         * @description One picture of a product: a pipeline image (/images/catalog/<name>-960.jpg) or any media URL.
         */
        ProductMedia: {
            src: components["schemas"]["MediaSrc"];
            alt: string;
        };
        /**
         * ProductPage
         * @description One page of a product list (spec 3 paginated shape {records, totalPages, totalRecords}); layeredFilters when the request asked for them (same round trip).
         */
        ProductPage: {
            records: components["schemas"]["ProductListItem"][];
            totalPages: number;
            totalRecords: number;
            page: number;
            limit: number;
            layeredFilters?: components["schemas"]["LayeredFilter"][];
        };
        /**
         * ProductPrices
         * @description The four prices of a product in one currency (spec 3), with two decimals.
         */
        ProductPrices: {
            currency: components["schemas"]["Currency"];
            basicPrice: number;
            retailPrice: number;
            finalPrice: number;
            membershipPrice: number | null;
        };
        /**
         * ProductSaveRequest
         * @description A product as the back office creates or replaces it: texts per language, prices, categories, attribute values, variants, bundle components, custom options, cross-sell.
         */
        ProductSaveRequest: {
            /** @description The version of the product the form loaded (getProductForEdit gives it). An update naming another version than the stored one is refused with 409 api.productConflict (issue 18), as a page draft's baseRevision is; without it the update replaces whatever is stored. Ignored on create. */
            version?: number;
            sku: string;
            format: components["schemas"]["ProductFormat"];
            translations: {
                [key: string]: {
                    name: string;
                    slug: components["schemas"]["Slug"];
                    description?: string;
                    shortDescription?: string;
                };
            };
            basicPrice: number;
            retailPrice: number;
            finalPrice: number;
            membershipPrice?: number | null;
            categoryPriority?: number;
            isFeatured?: boolean;
            isArchived?: boolean;
            isVisibleIndividually?: boolean;
            isInStock?: boolean;
            /** @description Units left to sell (issue 17); null or absent: unlimited. A bundle's stock is its components'. */
            stock?: number | null;
            /** @description The VAT class its price includes (a tax class code of the shop); absent: standard. */
            taxClass?: components["schemas"]["ShopCode"];
            /** @description The card wallet's subscription plan (PayPal's plan id, P-…) this product is sold by (issue 20, decision 046): a cart of this product alone, paid by the wallet, becomes a subscription of that plan with the cart's quantity. Null or absent: sold once. */
            walletPlanId?: string | null;
            categoryIds?: number[];
            mainCategoryId?: number | null;
            tagIds?: number[];
            media?: components["schemas"]["ProductMedia"][];
            attributes?: {
                attributeCode: components["schemas"]["AttributeCode"];
                value: number | string | number[];
            }[];
            customOptions?: components["schemas"]["CustomOption"][];
            crossSellIds?: number[];
            variantIds?: number[];
            configurableAttributeCodes?: components["schemas"]["AttributeCode"][];
            bundles?: {
                id: number;
                qty: number;
            }[];
        };
        /**
         * ProductSort
         * @description Sorts of spec 9: newest first (default, id descending), oldest first, cheapest and most expensive (finalPrice), name A-Z and Z-A, category priority low or high first.
         * @enum {string}
         */
        ProductSort: "newest" | "oldest" | "priceAsc" | "priceDesc" | "nameAsc" | "nameDesc" | "priorityAsc" | "priorityDesc";
        /**
         * ProductTag
         * @description A product tag: id, name and slug in the request language; totalProducts (visible products that carry it) in tag filter results.
         */
        ProductTag: {
            id: number;
            name: string;
            slug: components["schemas"]["Slug"];
            totalProducts?: number;
        };
        /**
         * ProductTagFilterRequest
         * @description Body of POST product tag filter: tags by keywords, or all.
         */
        ProductTagFilterRequest: {
            keywords?: string;
            limit?: number;
        };
        /**
         * ProductVariant
         * @description An associated product of a configurable (spec 3): a Simple or EProduct with its chosen attribute values (attribute code to value id).
         */
        ProductVariant: {
            id: number;
            slug: components["schemas"]["Slug"];
            sku: string;
            name: string;
            format: components["schemas"]["ProductFormat"];
            image: components["schemas"]["ProductMedia"] | null;
            basicPrice: number;
            retailPrice: number;
            finalPrice: number;
            membershipPrice: number | null;
            discount: number;
            /** @description The variant's prices in the currency web/get was asked for (spec 3 converted view); null without one. */
            convertedPrices: components["schemas"]["ProductPrices"] | null;
            attributes: {
                [key: string]: number;
            };
        };
        /**
         * Redirect
         * @description A back-office user's redirect (issue 22): a site path to another path or an absolute URL, 301 (moved) or 302 (for now), applied before a page renders.
         */
        Redirect: {
            id: number;
            from: components["schemas"]["SitePath"];
            to: components["schemas"]["RedirectTarget"];
            /** @enum {integer} */
            status: 301 | 302;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * RedirectList
         * @description A page of the site's redirects, newest first (issue 22; perPage at most 50), and how many the search finds.
         */
        RedirectList: {
            records: components["schemas"]["Redirect"][];
            total: number;
            page: number;
            perPage: number;
        };
        /**
         * RedirectSaveRequest
         * @description A redirect as the back office creates or replaces it (issue 22): from a site path to a path or absolute URL; status 301 unless given.
         */
        RedirectSaveRequest: {
            from: components["schemas"]["SitePath"];
            to: components["schemas"]["RedirectTarget"];
            /**
             * @default 301
             * @enum {integer}
             */
            status: 301 | 302;
        };
        /**
         * RedirectTarget
         * @description Where a redirect sends (issue 22): a path of the site (a slash first, not two) or an absolute http(s) URL; a query is kept as written.
         */
        RedirectTarget: string;
        /**
         * RefreshResult
         * @description What GET /api/v1/refresh answers (spec 7): a new pair of tokens; the refresh token sent is spent.
         */
        RefreshResult: {
            tokens: components["schemas"]["AuthTokens"];
        };
        /**
         * RegisterRequest
         * @description POST /api/v1/user/web/register: with addresses when the body has them, else simple (spec 3).
         */
        RegisterRequest: unknown;
        /**
         * RegisterResult
         * @description What POST web/register answers, the same whether the address was new or not (no account enumeration): confirmEmail tells the site to show the confirm-e-mail toast (spec 4).
         */
        RegisterResult: {
            /** @constant */
            registered: true;
            /** @constant */
            confirmEmail: true;
        };
        /**
         * RegisterSimpleRequest
         * @description POST web/register, simple mode (spec 3): details, e-mail, username (the e-mail), password, optional barcode.
         */
        RegisterSimpleRequest: {
            details: components["schemas"]["UserDetailsInput"];
            /** Format: email */
            email: string;
            /** Format: email */
            username: string;
            password: components["schemas"]["NewPassword"];
            memberCardBarcode?: string | null;
            /** @description Ids of the consents the user accepted (the register form's x-consents); the required ones must be among them (spec 5 consentRequired). */
            consents?: string[];
        };
        /**
         * RegisterWithAddressesRequest
         * @description POST web/register with addresses (spec 3): the Main and the Shipping address, details, and e-mail and username both the Main address's contact e-mail.
         */
        RegisterWithAddressesRequest: {
            addresses: components["schemas"]["AddressForm"][];
            details: components["schemas"]["UserDetailsInput"];
            /** Format: email */
            email: string;
            /** Format: email */
            username: string;
            password: components["schemas"]["NewPassword"];
            /** @description Ids of the consents the user accepted (the register form's x-consents); the required ones must be among them (spec 5 consentRequired). */
            consents?: string[];
        };
        /**
         * SearchCategory
         * @description A tab of the search screen (spec 2, 9: the default list is pages, products, posts, productCategories).
         * @enum {string}
         */
        SearchCategory: "pages" | "products" | "posts" | "productCategories";
        /**
         * SearchHit
         * @description One search result (spec 2: image and title or name): a page, a product, a post or a product category, with a plain-text excerpt around the first match; the site builds its URL from type and slug.
         */
        SearchHit: {
            /** @enum {string} */
            type: "page" | "product" | "post" | "productCategory";
            id: number;
            slug: components["schemas"]["Slug"];
            /** @description A page that is the site's home page (its URL is the language's root). */
            isHome: boolean;
            title: string;
            excerpt: string;
            image: components["schemas"]["ProductMedia"] | null;
            /** @description A product's list fields (prices, discount), for a product hit. */
            product?: components["schemas"]["ProductListItem"];
        };
        /**
         * SearchResult
         * @description One page of search results of one category (spec 3 paginated shape {records, totalPages, totalRecords}), with the total of every requested category for the tabs.
         */
        SearchResult: {
            search: string;
            category: components["schemas"]["SearchCategory"];
            records: components["schemas"]["SearchHit"][];
            totalPages: number;
            totalRecords: number;
            page: number;
            limit: number;
            /** @description Results per requested category. */
            totals: {
                pages?: number;
                products?: number;
                posts?: number;
                productCategories?: number;
            };
        };
        /**
         * SetPasswordRequest
         * @description POST /api/v1/user/web/password/set: the token of the reset link and the new password.
         */
        SetPasswordRequest: {
            token: string;
            password: components["schemas"]["NewPassword"];
        };
        /**
         * ShopBranch
         * @description A place a delivery method hands parcels over at (spec 3 delivery method options.branches): a pickup counter or a parcel locker.
         */
        ShopBranch: {
            id: string;
            name: string;
            address?: string;
        };
        /**
         * ShopCode
         * @description The stable code of a tax class, delivery or payment method (letters, digits, - and _), as orders and the seed name it.
         */
        ShopCode: string;
        /**
         * ShopCouponRecord
         * @description A coupon as the back office sees it: its id, how many orders used it (read-only) and the values its form edits.
         */
        ShopCouponRecord: {
            id: number;
            usedCount: number;
            values: components["schemas"]["ShopCouponSaveRequest"];
        };
        /**
         * ShopCouponSaveRequest
         * @description A coupon as the back office creates or replaces it (issue 17): its code (compared upper-cased), percent (a whole 1-100) or a fixed amount in euros, the minimum items total in euros, the validity window, usage limits overall and per customer (empty: none), the products or categories it is limited to (both empty: every item) and whether it is active. How often it was used is the server's to count.
         */
        ShopCouponSaveRequest: {
            code: string;
            /** @enum {string} */
            kind: "percent" | "fixed";
            amount: components["schemas"]["MoneyInput"];
            minItemsTotal?: components["schemas"]["MoneyInput"];
            validFrom?: string | null;
            validTo?: string | null;
            usageLimit?: number | null;
            perCustomerLimit?: number | null;
            productIds?: number[];
            categoryIds?: number[];
            isActive?: boolean;
        };
        /**
         * ShopDeliveryMethodRecord
         * @description A delivery method as the back office sees it: its id and the values its form edits (money in euros, as typed).
         */
        ShopDeliveryMethodRecord: {
            id: number;
            values: components["schemas"]["ShopDeliveryMethodSaveRequest"];
        };
        /**
         * ShopDeliveryMethodSaveRequest
         * @description A delivery method as the back office creates or replaces it (issue 17, spec 3 delivery method): name and description per language, price and free-delivery threshold in euros (stored in cents), the countries it delivers to (none: every allowed country), its branches (pickup places, parcel lockers), tax class, whether checkout offers it and its position.
         */
        ShopDeliveryMethodSaveRequest: {
            code: components["schemas"]["ShopCode"];
            name: components["schemas"]["LocalisedText"];
            description?: components["schemas"]["LocalisedText"];
            price: components["schemas"]["MoneyInput"];
            /** @description The items total from which delivery is free; empty: never free. */
            freeFrom?: components["schemas"]["MoneyInput"] | null;
            countries?: string[];
            branches?: components["schemas"]["ShopBranch"][];
            taxClass: components["schemas"]["ShopCode"];
            isActive?: boolean;
            position?: number;
        };
        /**
         * ShopOrderAdmin
         * @description An order as the back office handles it (issue 17): the order with its snapshot, how it is paid, its history (oldest first), the states it may move to now, its payment events (decision 045), whether its payment state may be set by hand (cash on delivery, bank transfer), and what its provider has given back and may still give back.
         */
        ShopOrderAdmin: {
            order: components["schemas"]["Order"];
            /** @enum {string} */
            paymentKind: "cashOnDelivery" | "bankTransfer" | "card" | "wallet";
            events: components["schemas"]["ShopOrderEvent"][];
            nextStatuses: components["schemas"]["OrderStatus"][];
            /** @description Whether its payment state is set by hand: cash on delivery (paid on delivery) and bank transfer; a card's gateway alone pays a card order. */
            canSetPayment: boolean;
            /** @description What its provider has given back, in the currency's minor units. */
            refunded: number;
            /** @description What may still be given back through its provider now: the rest of a paid order, 0 when its provider takes no refunds or it is not paid. */
            refundable: number;
            paymentEvents: components["schemas"]["ShopPaymentEvent"][];
        };
        /**
         * ShopOrderEvent
         * @description One change of an order (issue 17, order_events), oldest first: its kind (status, payment, refund with its amount; order creation may add its own kinds), from what to what (empty when the kind has no states), who made it and when (by is null for the shop itself or a removed user).
         */
        ShopOrderEvent: {
            kind: string;
            from: string;
            to: string;
            /** @description A refund's amount, in the currency's minor units. */
            amount?: number;
            /** Format: date-time */
            at: string;
            by: null | {
                id: number;
                name: string;
            };
        };
        /**
         * ShopOrderPaymentRequest
         * @description Whether a bank transfer order has been paid (issue 17); other orders answer 409.
         */
        ShopOrderPaymentRequest: {
            /** @enum {string} */
            paymentStatus: "unpaid" | "paid";
        };
        /**
         * ShopOrderRefundRequest
         * @description How much of a paid order to give back through its payment provider (decision 045), in the currency's minor units: the rest of it, or part.
         */
        ShopOrderRefundRequest: {
            amount: number;
        };
        /**
         * ShopOrderStatusRequest
         * @description The state an order moves to (issue 17 state machine: new -> processing -> shipped -> delivered; new or processing -> cancelled, which returns the stock).
         */
        ShopOrderStatusRequest: {
            status: components["schemas"]["OrderStatus"];
        };
        /**
         * ShopPaymentEvent
         * @description What a payment provider said or was asked about an order (decision 045, payment_events), oldest first: the provider, the kind of message, the verdict on its signature and amount, the amount and currency it named, the payment state it changed, and what it carried (its plain fields, the signature left out).
         */
        ShopPaymentEvent: {
            provider: string;
            /** @enum {string} */
            kind: "start" | "return" | "notification" | "status" | "capture" | "refund";
            /** @enum {string} */
            verdict: "accepted" | "declined" | "badSignature" | "amountMismatch" | "replay" | "late" | "unknownOrder" | "unanswered";
            amount: null | number;
            currency: null | string;
            change: null | {
                from: string;
                to: string;
            };
            details: {
                [key: string]: string;
            };
            /** Format: date-time */
            at: string;
        };
        /**
         * ShopPaymentMethodRecord
         * @description A payment method as the back office sees it: its id and the values its form edits.
         */
        ShopPaymentMethodRecord: {
            id: number;
            values: components["schemas"]["ShopPaymentMethodSaveRequest"];
        };
        /**
         * ShopPaymentMethodSaveRequest
         * @description A payment method as the back office creates or replaces it (issue 17): cash on delivery or bank transfer (both done at once), name and description per language, whether checkout offers it and its position. Card payment comes with the payments issue.
         */
        ShopPaymentMethodSaveRequest: {
            code: components["schemas"]["ShopCode"];
            /** @enum {string} */
            kind: "cashOnDelivery" | "bankTransfer";
            name: components["schemas"]["LocalisedText"];
            description?: components["schemas"]["LocalisedText"];
            isActive?: boolean;
            position?: number;
        };
        /**
         * ShopTaxClassSaveRequest
         * @description A VAT class as the back office creates or changes it (issue 17): its code (fixed once made), its name per language and its rate in percent with at most two decimals (25, 13, 5; stored in basis points). Prices include VAT.
         */
        ShopTaxClassSaveRequest: {
            code: components["schemas"]["ShopCode"];
            name: components["schemas"]["LocalisedText"];
            rate: string;
        };
        /**
         * SiteDomain
         * @description One domain the site answers on (spec 2 domain list, spec 3 domain): its host name and the site's address there.
         */
        SiteDomain: {
            id: number;
            name: components["schemas"]["HostName"];
            url: string;
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
         * SitePath
         * @description A path of the site as visitors ask for it (issue 22): a slash first, no query, fragment, space or control character; at most 512 characters (longer ones are bots' junk, never recorded).
         */
        SitePath: string;
        /**
         * SiteSearchRequest
         * @description Body of POST /api/v1/cms/search (spec 2 search screen, spec 7 cms search): the text, the categories to count (at least one, spec 5 missingSearchCategories; all when left out), the one whose records to list and its page.
         */
        SiteSearchRequest: {
            search: string;
            categories?: components["schemas"]["SearchCategory"][];
            /** @description The tab to list; without it the first of categories that has results. */
            category?: components["schemas"]["SearchCategory"];
            page?: number;
            /** @description Records of a page, 12 when left out. */
            limit?: number;
        };
        /**
         * Slug
         * @description One URL segment: lower-case letters and digits joined by single hyphens.
         */
        Slug: string;
        /**
         * SocialLoginResult
         * @description POST social oauth (spec 7): the new session's tokens and the user, as a password login answers, and the safe internal path stored when the flow began (spec 5).
         */
        SocialLoginResult: {
            tokens: components["schemas"]["AuthTokens"];
            user: components["schemas"]["User"];
            returnTo: string;
        };
        /**
         * SocialOauthRequest
         * @description The provider's answer as the social login route received it: the flow's state (from the site's cookie, already compared with the answer's) and the callback's query string (code, state, iss, or error).
         */
        SocialOauthRequest: {
            state: string;
            query: string;
        };
        /**
         * SocialProvider
         * @description A provider of the social login as the site shows it: its key and its name (no secrets).
         */
        SocialProvider: {
            id: string;
            name: string;
        };
        /**
         * SocialRedirect
         * @description GET social redirect-login (spec 7): the provider's authorization URL to send the browser to, and the flow's state (128 random bits), which the site keeps in a short-lived HttpOnly cookie to check the callback against.
         */
        SocialRedirect: {
            /** Format: uri */
            url: string;
            state: string;
        };
        /**
         * SortOption
         * @description One sort of a category's sortTypes (spec 3): id and translated name.
         */
        SortOption: {
            id: components["schemas"]["ProductSort"];
            name: string;
        };
        /**
         * TaxRateLine
         * @description The VAT in a cart or order at one rate: the gross amount taxed at it and the tax it holds, in minor units.
         */
        TaxRateLine: {
            rateBasisPoints: number;
            gross: number;
            tax: number;
        };
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
         * TermFilterRequest
         * @description Body of POST /api/v1/cms/term/filter (spec 7 CMS term filter): post categories or tags of the request's language, by title; 5 when no limit is given and noPaginate is not set (spec 9).
         */
        TermFilterRequest: {
            /** @description postCategory when left out. */
            termTypeTitles?: ("postCategory" | "postTag")[];
            /** @description Only these terms. */
            slugs?: components["schemas"]["Slug"][];
            limit?: number;
            /** @description Every matching term (at most 1000), whatever the limit. */
            noPaginate?: boolean;
        };
        /**
         * UpdateProfileRequest
         * @description PATCH /api/v1/user/web/update (spec 7): details, e-mail (a new one is verified before it counts) and the membership card barcode (null or absent removes it).
         */
        UpdateProfileRequest: {
            details: components["schemas"]["UserDetailsInput"];
            /** Format: email */
            email: string;
            memberCardBarcode?: string | null;
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
        /**
         * UserDetailsInput
         * @description First and last name as a user sends them (spec 5: both required).
         */
        UserDetailsInput: {
            firstName: string;
            lastName: string;
        };
        /**
         * UserRef
         * @description Who did something (an author of a version or a draft).
         */
        UserRef: {
            id: number;
            name: string;
        };
        /**
         * UserSetting
         * @description One setting of the signed-in user by group and key (spec 7 settings general/user). general/language is the back-office user's global language: the admin area speaks it (spec 6 admin locale).
         */
        UserSetting: {
            /** @enum {string} */
            group: "general";
            /** @enum {string} */
            key: "language";
            value: components["schemas"]["LanguageCode"];
        };
        /**
         * VerifyResult
         * @description What GET web/verify/{token} answers: the address now verified.
         */
        VerifyResult: {
            /** @constant */
            verified: true;
            /** Format: email */
            email: string;
        };
        /**
         * WalletApprovalDetails
         * @description What the card wallet's buttons answered an approval with (PayPal's onApprove data): the provider's order, the payer, and for a subscription (decision 046) the subscription approved.
         */
        WalletApprovalDetails: {
            orderID: string;
            payerID?: string;
            subscriptionID?: string;
        };
        /**
         * WalletApprovalRequest
         * @description spec 7 order/pgSuccess: the shopper approved the card wallet's payment of an order (decision 045), sent with the cart's credentials and what the wallet's buttons answered (details). The approval alone never pays: the shop captures the purchase through the provider's API and checks the captured amount.
         */
        WalletApprovalRequest: {
            /** Format: uuid */
            cartId: string;
            /** @description 128-bit random secret, 32 hex digits (spec 3 protectCode). */
            protectCode: string;
            details: components["schemas"]["WalletApprovalDetails"];
            /** @description spec 7: answer the success page's address on this site. */
            internalRedirect?: boolean;
        };
        /**
         * WalletProvider
         * @description spec 3 wallet provider: what the payment step needs to draw the card wallet's buttons for an order (decision 045). orderId is the provider's order (or subscription) the shop created for it; total is the amount in the provider's notation ("17.00"); scriptUrl is the provider's buttons script; a subscription names its plan_id and quantity.
         */
        WalletProvider: {
            isSubscription: boolean;
            plan_id: null | string;
            quantity: null | number;
            orderId: string;
            total: string;
            scriptUrl: string;
        };
        /**
         * WebConsent
         * @description A consent as a form on the site shows it (spec 7 GDPR consent filter, forWeb; decision 047): the id the form sends (`id`, the assignment's key), the consent's uniqueNumber and current text version, its displayName in the request's language (Croatian when it has none), and whether the form requires it (spec 5 consentRequired, starred).
         */
        WebConsent: {
            id: string;
            uniqueNumber: string;
            version: number;
            displayName: string;
            isRequired: boolean;
        };
        /**
         * WebConsentFilterRequest
         * @description spec 7 GDPR consent filter for the site (forWeb, limit 100): the consents a form asks for, by its assignment's assigned_to (register, checkoutAddress, checkoutPayment, newsletter, a form's slug).
         */
        WebConsentFilterRequest: {
            assignedTo: string;
            forWeb?: boolean;
            limit?: number;
        };
        /**
         * WebConsentLogRequest
         * @description spec 7 POST gdpr web/consent/log/create (decision 047): a visitor accepted or withdrew consents of a form on the site: the form's assignment (assignedTo), the ids the form shows (consents), status, statusTimestamp (the browser's time, kept as it says; the log records the server's), sourceType cmsSite and the user (webUser with the account's token and e-mail, or guest).
         */
        WebConsentLogRequest: {
            assignedTo: string;
            /** @enum {string} */
            status: "accepted" | "withdrawn";
            /** Format: date-time */
            statusTimestamp?: string;
            /** @enum {string} */
            sourceType: "cmsSite";
            consents: string[];
            user: {
                /** @enum {string} */
                userType: "webUser" | "guest";
                /** Format: email */
                email: string;
            };
        };
        /**
         * WishlistItem
         * @description A product on the user's wishlist (spec 3 Wishlist item: product_id, product), newest first.
         */
        WishlistItem: {
            product_id: number;
            product: components["schemas"]["ProductListItem"];
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * WishlistPage
         * @description A page of the user's wishlist (spec 3 pagination: lastPage, page, limit, total, perPage). Products no longer sold in the site (archived) are left out.
         */
        WishlistPage: {
            data: components["schemas"]["WishlistItem"][];
            lastPage: number;
            page: number;
            limit: number;
            perPage: number;
            total: number;
        };
        /**
         * WishlistToggleRequest
         * @description POST wishlist create (spec 7: product_id). With wished the product is put on (true) or taken off (false) the wishlist, so a repeated call changes nothing; without it the call toggles (spec 4).
         */
        WishlistToggleRequest: {
            product_id: number;
            wished?: boolean;
        };
        /**
         * WishlistToggleResult
         * @description Whether the product is on the signed-in user's wishlist after the call (spec 4 toggle: addedToWishlist or removedFromWishlist).
         */
        WishlistToggleResult: {
            product_id: number;
            wished: boolean;
        };
        /**
         * WspayNotification
         * @description WSPay's server-to-server message about a card transaction (the callback of its form protocol 2.0, docs/research/wspay-protocol.md; decision 045). The gateway sends more fields than these; the ones the shop reads are checked, the others kept as they came, in the payment's event.
         */
        WspayNotification: {
            ShopID: string;
            ShoppingCartID: string;
            WsPayOrderId: string;
            ApprovalCode: string;
            /** @enum {string} */
            ActionSuccess: "0" | "1";
            Authorized?: string;
            /** @description What was paid: decimal with a comma or a point ("17,00", "80.55"). */
            Amount: string;
            /** @description ISO 4217 numeric code of the currency paid in (978: euro). */
            CurrencyCode?: string;
            STAN?: string;
            Signature: string;
        } & {
            [key: string]: string | boolean | number | null;
        };
    };
    responses: {
        /** @description The slug, title or state conflicts with what exists. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The cart changed since the shopper saw it, or its stock or coupon ran out; cart is the cart now (spec 4). */
        CartConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CartConflict"];
            };
        };
        /** @description Someone saved the draft since baseRevision; current is the draft now (nothing is lost). */
        DraftConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BuilderConflict"];
            };
        };
        /** @description Someone saved the draft since baseRevision (current: the draft now), or the language has untranslated texts and the request did not say what to do with them (untranslated: their element ids; decision 057). Nothing was published. */
        PublishConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BuilderConflict"] | components["schemas"]["BuilderUntranslatedConflict"];
            };
        };
        /** @description Refused while in use; usage lists where. */
        InUse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InUseConflict"];
            };
        };
        /** @description The setting as saved. */
        UserSetting: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["UserSetting"];
                };
            };
        };
        /** @description The domains of the site (after the change, for a write), oldest first. */
        SiteDomains: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["SiteDomain"][];
                };
            };
        };
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
        /** @description The user may not do this (not a back-office user, or an unverified e-mail at login). */
        Forbidden: {
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
        /** @description A service the call depends on (an OpenID provider, a payment provider) did not answer. */
        BadGateway: {
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
        /** @description page or post (key = slugMain) or section (key = header-section, footer-section or cookie-section). */
        builderKind: components["schemas"]["BuilderDocumentKind"];
        builderKey: components["schemas"]["Slug"];
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
    listWishlist: {
        parameters: {
            query?: {
                page?: number;
                /** @description Items per page (spec 9 default limit 10, wishlist limit 9999). */
                limit?: number;
                /** @description An allowed currency's id for the products' converted view, as web/filter. */
                currency?: number;
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WishlistPage"];
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
    toggleWishlist: {
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
                "application/json": components["schemas"]["WishlistToggleRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WishlistToggleResult"];
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
    searchSite: {
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
                "application/json": components["schemas"]["SiteSearchRequest"];
            };
        };
        responses: {
            /** @description One page of one category's results and every requested category's total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchResult"];
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
    filterPosts: {
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
                "application/json": components["schemas"]["PostFilterRequest"];
            };
        };
        responses: {
            /** @description One page of posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PostList"];
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
    getPostBySlug: {
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
                slug: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Post"];
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
    filterPostTypes: {
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            records: components["schemas"]["Slug"][];
                        };
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
    filterTerms: {
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
                "application/json": components["schemas"]["TermFilterRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            categories: components["schemas"]["PostTerm"][];
                        };
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
    savePost: {
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
                "application/json": components["schemas"]["PostSaveRequest"];
            };
        };
        responses: {
            /** @description The post as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Post"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePost: {
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
                slugMain: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    savePostTerm: {
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
                "application/json": components["schemas"]["PostTermSaveRequest"];
            };
        };
        responses: {
            /** @description The term as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PostTerm"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePostTerm: {
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
                type: "postCategory" | "postTag";
                slugMain: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    filterEvents: {
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
                "application/json": components["schemas"]["EventFilterRequest"];
            };
        };
        responses: {
            /** @description One page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventList"];
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
    getEvent: {
        parameters: {
            query: {
                id: number;
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
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
    signUpForEvent: {
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
                "application/json": components["schemas"]["EventSignupRequest"];
            };
        };
        responses: {
            /** @description Signed up (or waiting for the mailed link). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FormStoreResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAdminEvents: {
        parameters: {
            query?: {
                when?: "upcoming" | "past";
                page?: number;
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
            /** @description One page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventAdminList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveEvent: {
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
                "application/json": components["schemas"]["EventSaveRequest"];
            };
        };
        responses: {
            /** @description The event as saved, published or not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEvent: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventAdmin"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEvent: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCommentOptions: {
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
                "application/json": components["schemas"]["CommentOptionsRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CommentOptions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    filterComments: {
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
                "application/json": components["schemas"]["CommentFilterRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CommentList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createComment: {
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
                "application/json": components["schemas"]["CommentCreateRequest"];
            };
        };
        responses: {
            /** @description The comment as stored, published or pending. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Comment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateComment: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentUpdateRequest"];
            };
        };
        responses: {
            /** @description The comment as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Comment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteComment: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommentsForModeration: {
        parameters: {
            query?: {
                status?: "published" | "pending" | "rejected";
                page?: number;
                perPage?: number;
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CommentAdminList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    moderateComment: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentStatusRequest"];
            };
        };
        responses: {
            /** @description The comment as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Comment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCommentAsAdmin: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
            403: components["responses"]["Forbidden"];
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
    getBuilderDocument: {
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
                /** @description page or post (key = slugMain) or section (key = header-section, footer-section or cookie-section). */
                kind: components["parameters"]["builderKind"];
                key: components["parameters"]["builderKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveBuilderDraft: {
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
                /** @description page or post (key = slugMain) or section (key = header-section, footer-section or cookie-section). */
                kind: components["parameters"]["builderKind"];
                key: components["parameters"]["builderKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuilderDraftRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DraftConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishBuilderDocument: {
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
                /** @description page or post (key = slugMain) or section (key = header-section, footer-section or cookie-section). */
                kind: components["parameters"]["builderKind"];
                key: components["parameters"]["builderKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuilderPublishRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["PublishConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    scheduleBuilderPublish: {
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
                /** @description page or post (key = slugMain) or section (key = header-section, footer-section or cookie-section). */
                kind: components["parameters"]["builderKind"];
                key: components["parameters"]["builderKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuilderScheduleRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DraftConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelBuilderSchedule: {
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
                /** @description page or post (key = slugMain) or section (key = header-section, footer-section or cookie-section). */
                kind: components["parameters"]["builderKind"];
                key: components["parameters"]["builderKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBuilderVersions: {
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
                /** @description page or post (key = slugMain) or section (key = header-section, footer-section or cookie-section). */
                kind: components["parameters"]["builderKind"];
                key: components["parameters"]["builderKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderVersion"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBuilderVersion: {
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
                /** @description page or post (key = slugMain) or section (key = header-section, footer-section or cookie-section). */
                kind: components["parameters"]["builderKind"];
                key: components["parameters"]["builderKey"];
                number: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderVersion"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreBuilderVersion: {
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
                /** @description page or post (key = slugMain) or section (key = header-section, footer-section or cookie-section). */
                kind: components["parameters"]["builderKind"];
                key: components["parameters"]["builderKey"];
                number: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuilderRevisionRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DraftConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBuilderPages: {
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderPageSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBuilderPage: {
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
                "application/json": components["schemas"]["CreatePageRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBuilderPage: {
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
                slugMain: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderPageSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBuilderTranslation: {
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
                slugMain: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTranslationRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBuilderPosts: {
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderPageSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBuilderPost: {
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
                "application/json": components["schemas"]["CreatePostRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBuilderPostTranslation: {
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
                slugMain: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTranslationRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuilderDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMediaPictures: {
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
                "application/json": components["schemas"]["MediaPicturesRequest"];
            };
        };
        responses: {
            /** @description The pictures by the path asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: components["schemas"]["MediaPicture"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadMedia: {
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
                "multipart/form-data": {
                    files: string[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    filterMedia: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                limit?: number;
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMedia: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMedia: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaUpdateRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replaceMedia: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    files: string[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMedia: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InUse"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    filterMasters: {
        parameters: {
            query?: {
                kind?: "master" | "template";
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Master"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMaster: {
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
                "application/json": components["schemas"]["MasterCreateRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Master"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMaster: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Master"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMaster: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MasterUpdateRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Master"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMaster: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Master"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCaches: {
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CacheInfo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBackupStatus: {
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BackupStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    clearCache: {
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
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CacheInfo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserSetting: {
        parameters: {
            query: {
                group: "general";
                key: "language";
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
            200: components["responses"]["UserSetting"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveUserSetting: {
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
                "application/json": components["schemas"]["UserSetting"];
            };
        };
        responses: {
            200: components["responses"]["UserSetting"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    filterDomains: {
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
            200: components["responses"]["SiteDomains"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDomain: {
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
                "application/json": components["schemas"]["DomainCreateRequest"];
            };
        };
        responses: {
            200: components["responses"]["SiteDomains"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDomain: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SiteDomains"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    register: {
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
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegisterResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyEmail: {
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
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VerifyResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendVerification: {
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
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProfile: {
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
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description Done. */
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
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
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
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    forgotPassword: {
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
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setPassword: {
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
                "application/json": components["schemas"]["SetPasswordRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportMyData: {
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
            /** @description The user's data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAccount: {
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
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAddresses: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Address"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAddress: {
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
                "application/json": components["schemas"]["AddressForm"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Address"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAddress: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressForm"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Address"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAddress: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validateMembersBarcode: {
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
                "application/json": components["schemas"]["BarcodeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BarcodeResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSocialProviders: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialProvider"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    socialRedirectLogin: {
        parameters: {
            query: {
                provider: string;
                /** @description Where to go after the login, an internal path of safe characters (spec 5); default /. */
                returnTo?: string;
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialRedirect"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    socialOauth: {
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
                "application/json": components["schemas"]["SocialOauthRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SocialLoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOutbox: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OutboxMessage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /** @description The product's slug in the request language. */
                slug?: components["schemas"]["Slug"];
                /** @description The product's id (when no slug). */
                id?: number;
                /** @description The store (DomainConfig.stores[].storeID). */
                store?: number;
                /** @description An allowed currency's id for the converted view. */
                currency?: number;
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
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
    filterProducts: {
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
                "application/json": components["schemas"]["ProductFilterRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductPage"];
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
    layeredNavigation: {
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
                "application/json": components["schemas"]["LayeredNavigationRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LayeredFilter"][];
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
    getProductCategory: {
        parameters: {
            query?: {
                /** @description The category's slug in the request language. */
                slug?: components["schemas"]["Slug"];
                /** @description The category's id (when no slug). */
                id?: number;
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductCategory"];
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
    filterProductCategories: {
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
                "application/json": components["schemas"]["ProductCategoryFilterRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            records: components["schemas"]["ProductCategory"][];
                        };
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
    filterProductTags: {
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
                "application/json": components["schemas"]["ProductTagFilterRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            records: components["schemas"]["ProductTag"][];
                        };
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
    checkBundles: {
        parameters: {
            query: {
                /** @description Comma-separated product ids, at most 50. */
                ids: string;
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BundleCheck"][];
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
    filterAttributes: {
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attribute"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createProduct: {
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
                "application/json": components["schemas"]["ProductSaveRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProduct: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductSaveRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createProductCategory: {
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
                "application/json": components["schemas"]["ProductCategorySaveRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductCategory"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProductCategory: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductCategorySaveRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductCategory"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAttribute: {
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
                "application/json": components["schemas"]["AttributeSaveRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attribute"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAttribute: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttributeSaveRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attribute"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProductsForEdit: {
        parameters: {
            query?: {
                search?: string;
                /** @description all (default), active (not archived) or archived. */
                status?: "all" | "active" | "archived";
                page?: number;
                limit?: number;
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
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductEditList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductForEdit: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSaveRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductCategoryForEdit: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductCategorySaveRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNewCartSession: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCart: {
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
                "application/json": components["schemas"]["CartSessionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validateCart: {
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
                "application/json": components["schemas"]["CartSessionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartValidation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAbandonedCart: {
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
                "application/json": components["schemas"]["CartAbandonedRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    clearCart: {
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
                "application/json": components["schemas"]["CartSessionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyCoupon: {
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
                "application/json": components["schemas"]["CartCouponRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeCoupon: {
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
                "application/json": components["schemas"]["CartSessionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyMemberCard: {
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
                "application/json": components["schemas"]["CartMemberCardRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateGuestUser: {
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
                "application/json": components["schemas"]["CartGuestUserRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addCartItem: {
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
                "application/json": components["schemas"]["CartAddItemRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCartItem: {
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
                "application/json": components["schemas"]["CartUpdateItemRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCartItem: {
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
                "application/json": components["schemas"]["CartDeleteItemRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAvailableCountries: {
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
                "application/json": components["schemas"]["CheckoutCountriesRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Country"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApplicableDeliveryMethods: {
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
                "application/json": components["schemas"]["CheckoutDeliveryMethodsRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeliveryMethod"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveDeliveryMethod: {
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
                "application/json": components["schemas"]["CheckoutSaveDeliveryRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApplicablePaymentMethods: {
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
                "application/json": components["schemas"]["CheckoutPaymentMethodsRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentMethod"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    savePaymentMethod: {
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
                "application/json": components["schemas"]["CheckoutSavePaymentRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCheckoutSettings: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CheckoutSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrder: {
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
                "application/json": components["schemas"]["OrderCreateRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderCreateResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CartConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmWalletPayment: {
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
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletApprovalRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    wspayNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WspayNotification"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentNotificationResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readPaymentReturn: {
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
                "application/json": components["schemas"]["PaymentReturnRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PlacedOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    filterWebConsents: {
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
                "application/json": components["schemas"]["WebConsentFilterRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            records: components["schemas"]["WebConsent"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebConsentLog: {
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
                "application/json": components["schemas"]["WebConsentLogRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFormCaptcha: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FormCaptcha"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    storeFormData: {
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
                "application/json": components["schemas"]["FormStoreRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FormStoreResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    contact: {
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
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    contactAdmin: {
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
                "application/json": components["schemas"]["ContactAdminRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    storeFormDataWithFiles: {
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
                "multipart/form-data": {
                    payload: string;
                };
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FormStoreResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFormSubmissions: {
        parameters: {
            query?: {
                formSlug?: string;
                search?: string;
                page?: number;
                perPage?: number;
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FormSubmissionList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportFormSubmissions: {
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
                formSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description attachment; filename="<formSlug>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadFormFile: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description attachment; filename="<the sent name>" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryPayment: {
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
                "application/json": components["schemas"]["PaymentRetryRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderCreateResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    payOrderNow: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentReturnsRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderCreateResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmMyWalletPayment: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MyWalletApprovalRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    chooseAnotherPaymentMethod: {
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
                "application/json": components["schemas"]["CartSessionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlacedOrder: {
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
                "application/json": components["schemas"]["CartSessionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PlacedOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    filterOrderDocuments: {
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
                "application/json": components["schemas"]["DocumentFilterRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderDocument: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderDocument"];
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
    listShopOrders: {
        parameters: {
            query?: {
                status?: components["schemas"]["OrderStatus"];
                /** @description The first day (Europe/Zagreb) of the orders' dates. */
                from?: string;
                /** @description The last day (Europe/Zagreb) of the orders' dates, included. */
                to?: string;
                /** @description An order number (or its part) or the shopper's e-mail (or its part), case aside. */
                search?: string;
                page?: number;
                limit?: number;
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportShopOrders: {
        parameters: {
            query?: {
                status?: components["schemas"]["OrderStatus"];
                /** @description The first day (Europe/Zagreb) of the orders' dates. */
                from?: string;
                /** @description The last day (Europe/Zagreb) of the orders' dates, included. */
                to?: string;
                /** @description An order number (or its part) or the shopper's e-mail (or its part), case aside. */
                search?: string;
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
            /** @description Done. */
            200: {
                headers: {
                    /** @description attachment; filename="orders-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopOrder: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopOrderAdmin"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setShopOrderStatus: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopOrderStatusRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopOrderAdmin"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setShopOrderPayment: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopOrderPaymentRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopOrderAdmin"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refundShopOrder: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopOrderRefundRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopOrderAdmin"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShopTaxClasses: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopTaxClassSaveRequest"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createShopTaxClass: {
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
                "application/json": components["schemas"]["ShopTaxClassSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopTaxClassSaveRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateShopTaxClass: {
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
                code: components["schemas"]["ShopCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopTaxClassSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopTaxClassSaveRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteShopTaxClass: {
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
                code: components["schemas"]["ShopCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; data is the entry as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopTaxClassSaveRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShopDeliveryMethods: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopDeliveryMethodRecord"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createShopDeliveryMethod: {
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
                "application/json": components["schemas"]["ShopDeliveryMethodSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopDeliveryMethodRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateShopDeliveryMethod: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopDeliveryMethodSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopDeliveryMethodRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteShopDeliveryMethod: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; data is the entry as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopDeliveryMethodRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShopPaymentMethods: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopPaymentMethodRecord"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createShopPaymentMethod: {
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
                "application/json": components["schemas"]["ShopPaymentMethodSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopPaymentMethodRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateShopPaymentMethod: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopPaymentMethodSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopPaymentMethodRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteShopPaymentMethod: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; data is the entry as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopPaymentMethodRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShopCoupons: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopCouponRecord"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createShopCoupon: {
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
                "application/json": components["schemas"]["ShopCouponSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopCouponRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateShopCoupon: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopCouponSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopCouponRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteShopCoupon: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; data is the entry as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShopCouponRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopCheckoutSettings: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CheckoutSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveShopCheckoutSettings: {
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
                "application/json": components["schemas"]["CheckoutSettings"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CheckoutSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderPdf: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF (Content-Disposition attachment, named by the order number). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listConsentAssignments: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsentAdminList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveConsent: {
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
                "application/json": components["schemas"]["ConsentSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsentRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveConsentAssignment: {
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
                "application/json": components["schemas"]["ConsentAssignmentSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsentAssignmentRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkConsentLog: {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsentLogCheck"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportDataSubject: {
        parameters: {
            query: {
                /** @description The data subject's address (any case). */
                email: string;
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DataSubjectExport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportDataSubjectCsv: {
        parameters: {
            query: {
                /** @description The data subject's address (any case). */
                email: string;
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
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="data-subject-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    subscribeNewsletter: {
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
                "application/json": components["schemas"]["NewsletterSubscribeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsletterStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmEmail: {
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
                "application/json": components["schemas"]["NewsletterTokenRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConfirmedEmail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unsubscribeNewsletter: {
        parameters: {
            query?: {
                token?: string;
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NewsletterUnsubscribeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsletterStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNewsletterSubscribers: {
        parameters: {
            query?: {
                search?: string;
                status?: "pending" | "subscribed" | "unsubscribed";
                page?: number;
                perPage?: number;
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsletterSubscriberList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportNewsletterSubscribers: {
        parameters: {
            query?: {
                search?: string;
                status?: "pending" | "subscribed" | "unsubscribed";
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
            /** @description Done. */
            200: {
                headers: {
                    /** @description attachment; filename="newsletter-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addFailedRequest: {
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
                "application/json": components["schemas"]["FailedRequestRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FailedRequestResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRedirects: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                perPage?: number;
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RedirectList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRedirect: {
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
                "application/json": components["schemas"]["RedirectSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Redirect"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRedirect: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedirectSaveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Redirect"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRedirect: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; data is the redirect as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Redirect"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMissingUrls: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                perPage?: number;
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MissingUrlList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
