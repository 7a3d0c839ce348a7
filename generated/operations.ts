// DO NOT EDIT: generated from schemas/openapi.yaml by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import healthResponse from "./validators/operations/health.response.js";
import headers0 from "./validators/operations/headers.apikey-site-store-language-accesstoken.js";
import domainDetectBody from "./validators/operations/domainDetect.body.js";
import domainDetectResponse from "./validators/operations/domainDetect.response.js";
import getCommonsQuery from "./validators/operations/getCommons.query.js";
import getCommonsResponse from "./validators/operations/getCommons.response.js";
import filterOptionsQuery from "./validators/operations/filterOptions.query.js";
import filterOptionsResponse from "./validators/operations/filterOptions.response.js";
import getElementsByHandlersBody from "./validators/operations/getElementsByHandlers.body.js";
import getElementsByHandlersResponse from "./validators/operations/getElementsByHandlers.response.js";
import filterElementsQuery from "./validators/operations/filterElements.query.js";
import filterElementsResponse from "./validators/operations/filterElements.response.js";
import getNavigationTreeParams from "./validators/operations/getNavigationTree.params.js";
import getNavigationTreeResponse from "./validators/operations/getNavigationTree.response.js";
import getTermBySlugParams from "./validators/operations/getTermBySlug.params.js";
import getTermBySlugQuery from "./validators/operations/getTermBySlug.query.js";
import getTermBySlugResponse from "./validators/operations/getTermBySlug.response.js";
import finderDecideBody from "./validators/operations/finderDecide.body.js";
import finderDecideResponse from "./validators/operations/finderDecide.response.js";
import getUrlOnLanguageBody from "./validators/operations/getUrlOnLanguage.body.js";
import getUrlOnLanguageResponse from "./validators/operations/getUrlOnLanguage.response.js";
import listWishlistQuery from "./validators/operations/listWishlist.query.js";
import listWishlistResponse from "./validators/operations/listWishlist.response.js";
import toggleWishlistBody from "./validators/operations/toggleWishlist.body.js";
import toggleWishlistResponse from "./validators/operations/toggleWishlist.response.js";
import searchSiteBody from "./validators/operations/searchSite.body.js";
import searchSiteResponse from "./validators/operations/searchSite.response.js";
import filterPostsBody from "./validators/operations/filterPosts.body.js";
import filterPostsResponse from "./validators/operations/filterPosts.response.js";
import getPostBySlugParams from "./validators/operations/getPostBySlug.params.js";
import getPostBySlugResponse from "./validators/operations/getPostBySlug.response.js";
import filterPostTypesResponse from "./validators/operations/filterPostTypes.response.js";
import filterTermsBody from "./validators/operations/filterTerms.body.js";
import filterTermsResponse from "./validators/operations/filterTerms.response.js";
import savePostBody from "./validators/operations/savePost.body.js";
import savePostResponse from "./validators/operations/savePost.response.js";
import deletePostParams from "./validators/operations/deletePost.params.js";
import deletePostResponse from "./validators/operations/deletePost.response.js";
import savePostTermBody from "./validators/operations/savePostTerm.body.js";
import savePostTermResponse from "./validators/operations/savePostTerm.response.js";
import deletePostTermParams from "./validators/operations/deletePostTerm.params.js";
import deletePostTermResponse from "./validators/operations/deletePostTerm.response.js";
import filterEventsBody from "./validators/operations/filterEvents.body.js";
import filterEventsResponse from "./validators/operations/filterEvents.response.js";
import getEventQuery from "./validators/operations/getEvent.query.js";
import getEventResponse from "./validators/operations/getEvent.response.js";
import signUpForEventBody from "./validators/operations/signUpForEvent.body.js";
import signUpForEventResponse from "./validators/operations/signUpForEvent.response.js";
import listAdminEventsQuery from "./validators/operations/listAdminEvents.query.js";
import listAdminEventsResponse from "./validators/operations/listAdminEvents.response.js";
import saveEventBody from "./validators/operations/saveEvent.body.js";
import saveEventResponse from "./validators/operations/saveEvent.response.js";
import getAdminEventParams from "./validators/operations/getAdminEvent.params.js";
import getAdminEventResponse from "./validators/operations/getAdminEvent.response.js";
import deleteEventParams from "./validators/operations/deleteEvent.params.js";
import deleteEventResponse from "./validators/operations/deleteEvent.response.js";
import getCommentOptionsBody from "./validators/operations/getCommentOptions.body.js";
import getCommentOptionsResponse from "./validators/operations/getCommentOptions.response.js";
import filterCommentsBody from "./validators/operations/filterComments.body.js";
import filterCommentsResponse from "./validators/operations/filterComments.response.js";
import createCommentBody from "./validators/operations/createComment.body.js";
import createCommentResponse from "./validators/operations/createComment.response.js";
import updateCommentParams from "./validators/operations/updateComment.params.js";
import updateCommentBody from "./validators/operations/updateComment.body.js";
import updateCommentResponse from "./validators/operations/updateComment.response.js";
import deleteCommentParams from "./validators/operations/deleteComment.params.js";
import deleteCommentResponse from "./validators/operations/deleteComment.response.js";
import listCommentsForModerationQuery from "./validators/operations/listCommentsForModeration.query.js";
import listCommentsForModerationResponse from "./validators/operations/listCommentsForModeration.response.js";
import moderateCommentParams from "./validators/operations/moderateComment.params.js";
import moderateCommentBody from "./validators/operations/moderateComment.body.js";
import moderateCommentResponse from "./validators/operations/moderateComment.response.js";
import deleteCommentAsAdminParams from "./validators/operations/deleteCommentAsAdmin.params.js";
import deleteCommentAsAdminResponse from "./validators/operations/deleteCommentAsAdmin.response.js";
import loginBody from "./validators/operations/login.body.js";
import loginResponse from "./validators/operations/login.response.js";
import headers1 from "./validators/operations/headers.apikey-site-store-language-accesstoken-refreshtoken.js";
import refreshResponse from "./validators/operations/refresh.response.js";
import logoutResponse from "./validators/operations/logout.response.js";
import getWebProfileResponse from "./validators/operations/getWebProfile.response.js";
import getBuilderDocumentParams from "./validators/operations/getBuilderDocument.params.js";
import getBuilderDocumentResponse from "./validators/operations/getBuilderDocument.response.js";
import saveBuilderDraftParams from "./validators/operations/saveBuilderDraft.params.js";
import saveBuilderDraftBody from "./validators/operations/saveBuilderDraft.body.js";
import saveBuilderDraftResponse from "./validators/operations/saveBuilderDraft.response.js";
import publishBuilderDocumentParams from "./validators/operations/publishBuilderDocument.params.js";
import publishBuilderDocumentBody from "./validators/operations/publishBuilderDocument.body.js";
import publishBuilderDocumentResponse from "./validators/operations/publishBuilderDocument.response.js";
import scheduleBuilderPublishParams from "./validators/operations/scheduleBuilderPublish.params.js";
import scheduleBuilderPublishBody from "./validators/operations/scheduleBuilderPublish.body.js";
import scheduleBuilderPublishResponse from "./validators/operations/scheduleBuilderPublish.response.js";
import cancelBuilderScheduleParams from "./validators/operations/cancelBuilderSchedule.params.js";
import cancelBuilderScheduleResponse from "./validators/operations/cancelBuilderSchedule.response.js";
import listBuilderVersionsParams from "./validators/operations/listBuilderVersions.params.js";
import listBuilderVersionsResponse from "./validators/operations/listBuilderVersions.response.js";
import getBuilderVersionParams from "./validators/operations/getBuilderVersion.params.js";
import getBuilderVersionResponse from "./validators/operations/getBuilderVersion.response.js";
import restoreBuilderVersionParams from "./validators/operations/restoreBuilderVersion.params.js";
import restoreBuilderVersionBody from "./validators/operations/restoreBuilderVersion.body.js";
import restoreBuilderVersionResponse from "./validators/operations/restoreBuilderVersion.response.js";
import listBuilderPagesResponse from "./validators/operations/listBuilderPages.response.js";
import createBuilderPageBody from "./validators/operations/createBuilderPage.body.js";
import createBuilderPageResponse from "./validators/operations/createBuilderPage.response.js";
import deleteBuilderPageParams from "./validators/operations/deleteBuilderPage.params.js";
import deleteBuilderPageResponse from "./validators/operations/deleteBuilderPage.response.js";
import createBuilderTranslationParams from "./validators/operations/createBuilderTranslation.params.js";
import createBuilderTranslationBody from "./validators/operations/createBuilderTranslation.body.js";
import createBuilderTranslationResponse from "./validators/operations/createBuilderTranslation.response.js";
import listBuilderPostsResponse from "./validators/operations/listBuilderPosts.response.js";
import createBuilderPostBody from "./validators/operations/createBuilderPost.body.js";
import createBuilderPostResponse from "./validators/operations/createBuilderPost.response.js";
import createBuilderPostTranslationParams from "./validators/operations/createBuilderPostTranslation.params.js";
import createBuilderPostTranslationBody from "./validators/operations/createBuilderPostTranslation.body.js";
import createBuilderPostTranslationResponse from "./validators/operations/createBuilderPostTranslation.response.js";
import getMediaPicturesBody from "./validators/operations/getMediaPictures.body.js";
import getMediaPicturesResponse from "./validators/operations/getMediaPictures.response.js";
import uploadMediaResponse from "./validators/operations/uploadMedia.response.js";
import filterMediaQuery from "./validators/operations/filterMedia.query.js";
import filterMediaResponse from "./validators/operations/filterMedia.response.js";
import getMediaParams from "./validators/operations/getMedia.params.js";
import getMediaResponse from "./validators/operations/getMedia.response.js";
import updateMediaParams from "./validators/operations/updateMedia.params.js";
import updateMediaBody from "./validators/operations/updateMedia.body.js";
import updateMediaResponse from "./validators/operations/updateMedia.response.js";
import replaceMediaParams from "./validators/operations/replaceMedia.params.js";
import replaceMediaResponse from "./validators/operations/replaceMedia.response.js";
import deleteMediaParams from "./validators/operations/deleteMedia.params.js";
import deleteMediaResponse from "./validators/operations/deleteMedia.response.js";
import filterMastersQuery from "./validators/operations/filterMasters.query.js";
import filterMastersResponse from "./validators/operations/filterMasters.response.js";
import createMasterBody from "./validators/operations/createMaster.body.js";
import createMasterResponse from "./validators/operations/createMaster.response.js";
import getMasterParams from "./validators/operations/getMaster.params.js";
import getMasterResponse from "./validators/operations/getMaster.response.js";
import updateMasterParams from "./validators/operations/updateMaster.params.js";
import updateMasterBody from "./validators/operations/updateMaster.body.js";
import updateMasterResponse from "./validators/operations/updateMaster.response.js";
import deleteMasterParams from "./validators/operations/deleteMaster.params.js";
import deleteMasterResponse from "./validators/operations/deleteMaster.response.js";
import listCachesResponse from "./validators/operations/listCaches.response.js";
import getBackupStatusResponse from "./validators/operations/getBackupStatus.response.js";
import clearCacheParams from "./validators/operations/clearCache.params.js";
import clearCacheResponse from "./validators/operations/clearCache.response.js";
import getUserSettingQuery from "./validators/operations/getUserSetting.query.js";
import getUserSettingResponse from "./validators/operations/getUserSetting.response.js";
import saveUserSettingBody from "./validators/operations/saveUserSetting.body.js";
import saveUserSettingResponse from "./validators/operations/saveUserSetting.response.js";
import filterDomainsResponse from "./validators/operations/filterDomains.response.js";
import createDomainBody from "./validators/operations/createDomain.body.js";
import createDomainResponse from "./validators/operations/createDomain.response.js";
import deleteDomainParams from "./validators/operations/deleteDomain.params.js";
import deleteDomainResponse from "./validators/operations/deleteDomain.response.js";
import registerBody from "./validators/operations/register.body.js";
import registerResponse from "./validators/operations/register.response.js";
import verifyEmailParams from "./validators/operations/verifyEmail.params.js";
import verifyEmailResponse from "./validators/operations/verifyEmail.response.js";
import resendVerificationBody from "./validators/operations/resendVerification.body.js";
import resendVerificationResponse from "./validators/operations/resendVerification.response.js";
import updateProfileBody from "./validators/operations/updateProfile.body.js";
import updateProfileResponse from "./validators/operations/updateProfile.response.js";
import changePasswordBody from "./validators/operations/changePassword.body.js";
import changePasswordResponse from "./validators/operations/changePassword.response.js";
import forgotPasswordBody from "./validators/operations/forgotPassword.body.js";
import forgotPasswordResponse from "./validators/operations/forgotPassword.response.js";
import setPasswordBody from "./validators/operations/setPassword.body.js";
import setPasswordResponse from "./validators/operations/setPassword.response.js";
import exportMyDataResponse from "./validators/operations/exportMyData.response.js";
import deleteAccountBody from "./validators/operations/deleteAccount.body.js";
import deleteAccountResponse from "./validators/operations/deleteAccount.response.js";
import listAddressesResponse from "./validators/operations/listAddresses.response.js";
import createAddressBody from "./validators/operations/createAddress.body.js";
import createAddressResponse from "./validators/operations/createAddress.response.js";
import updateAddressParams from "./validators/operations/updateAddress.params.js";
import updateAddressBody from "./validators/operations/updateAddress.body.js";
import updateAddressResponse from "./validators/operations/updateAddress.response.js";
import deleteAddressParams from "./validators/operations/deleteAddress.params.js";
import deleteAddressResponse from "./validators/operations/deleteAddress.response.js";
import validateMembersBarcodeBody from "./validators/operations/validateMembersBarcode.body.js";
import validateMembersBarcodeResponse from "./validators/operations/validateMembersBarcode.response.js";
import listSocialProvidersResponse from "./validators/operations/listSocialProviders.response.js";
import socialRedirectLoginQuery from "./validators/operations/socialRedirectLogin.query.js";
import socialRedirectLoginResponse from "./validators/operations/socialRedirectLogin.response.js";
import socialOauthBody from "./validators/operations/socialOauth.body.js";
import socialOauthResponse from "./validators/operations/socialOauth.response.js";
import listOutboxResponse from "./validators/operations/listOutbox.response.js";
import getProductQuery from "./validators/operations/getProduct.query.js";
import getProductResponse from "./validators/operations/getProduct.response.js";
import filterProductsBody from "./validators/operations/filterProducts.body.js";
import filterProductsResponse from "./validators/operations/filterProducts.response.js";
import layeredNavigationBody from "./validators/operations/layeredNavigation.body.js";
import layeredNavigationResponse from "./validators/operations/layeredNavigation.response.js";
import getProductCategoryQuery from "./validators/operations/getProductCategory.query.js";
import getProductCategoryResponse from "./validators/operations/getProductCategory.response.js";
import filterProductCategoriesBody from "./validators/operations/filterProductCategories.body.js";
import filterProductCategoriesResponse from "./validators/operations/filterProductCategories.response.js";
import filterProductTagsBody from "./validators/operations/filterProductTags.body.js";
import filterProductTagsResponse from "./validators/operations/filterProductTags.response.js";
import checkBundlesQuery from "./validators/operations/checkBundles.query.js";
import checkBundlesResponse from "./validators/operations/checkBundles.response.js";
import filterAttributesResponse from "./validators/operations/filterAttributes.response.js";
import createProductBody from "./validators/operations/createProduct.body.js";
import createProductResponse from "./validators/operations/createProduct.response.js";
import updateProductParams from "./validators/operations/updateProduct.params.js";
import updateProductBody from "./validators/operations/updateProduct.body.js";
import updateProductResponse from "./validators/operations/updateProduct.response.js";
import createProductCategoryBody from "./validators/operations/createProductCategory.body.js";
import createProductCategoryResponse from "./validators/operations/createProductCategory.response.js";
import updateProductCategoryParams from "./validators/operations/updateProductCategory.params.js";
import updateProductCategoryBody from "./validators/operations/updateProductCategory.body.js";
import updateProductCategoryResponse from "./validators/operations/updateProductCategory.response.js";
import createAttributeBody from "./validators/operations/createAttribute.body.js";
import createAttributeResponse from "./validators/operations/createAttribute.response.js";
import updateAttributeParams from "./validators/operations/updateAttribute.params.js";
import updateAttributeBody from "./validators/operations/updateAttribute.body.js";
import updateAttributeResponse from "./validators/operations/updateAttribute.response.js";
import listProductsForEditQuery from "./validators/operations/listProductsForEdit.query.js";
import listProductsForEditResponse from "./validators/operations/listProductsForEdit.response.js";
import getProductForEditParams from "./validators/operations/getProductForEdit.params.js";
import getProductForEditResponse from "./validators/operations/getProductForEdit.response.js";
import getProductCategoryForEditParams from "./validators/operations/getProductCategoryForEdit.params.js";
import getProductCategoryForEditResponse from "./validators/operations/getProductCategoryForEdit.response.js";
import getNewCartSessionResponse from "./validators/operations/getNewCartSession.response.js";
import getCartBody from "./validators/operations/getCart.body.js";
import getCartResponse from "./validators/operations/getCart.response.js";
import validateCartBody from "./validators/operations/validateCart.body.js";
import validateCartResponse from "./validators/operations/validateCart.response.js";
import getAbandonedCartBody from "./validators/operations/getAbandonedCart.body.js";
import getAbandonedCartResponse from "./validators/operations/getAbandonedCart.response.js";
import clearCartBody from "./validators/operations/clearCart.body.js";
import clearCartResponse from "./validators/operations/clearCart.response.js";
import applyCouponBody from "./validators/operations/applyCoupon.body.js";
import applyCouponResponse from "./validators/operations/applyCoupon.response.js";
import removeCouponBody from "./validators/operations/removeCoupon.body.js";
import removeCouponResponse from "./validators/operations/removeCoupon.response.js";
import applyMemberCardBody from "./validators/operations/applyMemberCard.body.js";
import applyMemberCardResponse from "./validators/operations/applyMemberCard.response.js";
import updateGuestUserBody from "./validators/operations/updateGuestUser.body.js";
import updateGuestUserResponse from "./validators/operations/updateGuestUser.response.js";
import addCartItemBody from "./validators/operations/addCartItem.body.js";
import addCartItemResponse from "./validators/operations/addCartItem.response.js";
import updateCartItemBody from "./validators/operations/updateCartItem.body.js";
import updateCartItemResponse from "./validators/operations/updateCartItem.response.js";
import deleteCartItemBody from "./validators/operations/deleteCartItem.body.js";
import deleteCartItemResponse from "./validators/operations/deleteCartItem.response.js";
import getAvailableCountriesBody from "./validators/operations/getAvailableCountries.body.js";
import getAvailableCountriesResponse from "./validators/operations/getAvailableCountries.response.js";
import getApplicableDeliveryMethodsBody from "./validators/operations/getApplicableDeliveryMethods.body.js";
import getApplicableDeliveryMethodsResponse from "./validators/operations/getApplicableDeliveryMethods.response.js";
import saveDeliveryMethodBody from "./validators/operations/saveDeliveryMethod.body.js";
import saveDeliveryMethodResponse from "./validators/operations/saveDeliveryMethod.response.js";
import getApplicablePaymentMethodsBody from "./validators/operations/getApplicablePaymentMethods.body.js";
import getApplicablePaymentMethodsResponse from "./validators/operations/getApplicablePaymentMethods.response.js";
import savePaymentMethodBody from "./validators/operations/savePaymentMethod.body.js";
import savePaymentMethodResponse from "./validators/operations/savePaymentMethod.response.js";
import getCheckoutSettingsResponse from "./validators/operations/getCheckoutSettings.response.js";
import createOrderBody from "./validators/operations/createOrder.body.js";
import createOrderResponse from "./validators/operations/createOrder.response.js";
import confirmWalletPaymentParams from "./validators/operations/confirmWalletPayment.params.js";
import confirmWalletPaymentBody from "./validators/operations/confirmWalletPayment.body.js";
import confirmWalletPaymentResponse from "./validators/operations/confirmWalletPayment.response.js";
import wspayNotificationBody from "./validators/operations/wspayNotification.body.js";
import wspayNotificationResponse from "./validators/operations/wspayNotification.response.js";
import readPaymentReturnBody from "./validators/operations/readPaymentReturn.body.js";
import readPaymentReturnResponse from "./validators/operations/readPaymentReturn.response.js";
import filterWebConsentsBody from "./validators/operations/filterWebConsents.body.js";
import filterWebConsentsResponse from "./validators/operations/filterWebConsents.response.js";
import createWebConsentLogBody from "./validators/operations/createWebConsentLog.body.js";
import createWebConsentLogResponse from "./validators/operations/createWebConsentLog.response.js";
import getFormCaptchaResponse from "./validators/operations/getFormCaptcha.response.js";
import storeFormDataBody from "./validators/operations/storeFormData.body.js";
import storeFormDataResponse from "./validators/operations/storeFormData.response.js";
import contactBody from "./validators/operations/contact.body.js";
import contactResponse from "./validators/operations/contact.response.js";
import contactAdminBody from "./validators/operations/contactAdmin.body.js";
import contactAdminResponse from "./validators/operations/contactAdmin.response.js";
import storeFormDataWithFilesResponse from "./validators/operations/storeFormDataWithFiles.response.js";
import listFormSubmissionsQuery from "./validators/operations/listFormSubmissions.query.js";
import listFormSubmissionsResponse from "./validators/operations/listFormSubmissions.response.js";
import exportFormSubmissionsParams from "./validators/operations/exportFormSubmissions.params.js";
import downloadFormFileParams from "./validators/operations/downloadFormFile.params.js";
import retryPaymentBody from "./validators/operations/retryPayment.body.js";
import retryPaymentResponse from "./validators/operations/retryPayment.response.js";
import payOrderNowParams from "./validators/operations/payOrderNow.params.js";
import payOrderNowBody from "./validators/operations/payOrderNow.body.js";
import payOrderNowResponse from "./validators/operations/payOrderNow.response.js";
import confirmMyWalletPaymentParams from "./validators/operations/confirmMyWalletPayment.params.js";
import confirmMyWalletPaymentBody from "./validators/operations/confirmMyWalletPayment.body.js";
import confirmMyWalletPaymentResponse from "./validators/operations/confirmMyWalletPayment.response.js";
import chooseAnotherPaymentMethodBody from "./validators/operations/chooseAnotherPaymentMethod.body.js";
import chooseAnotherPaymentMethodResponse from "./validators/operations/chooseAnotherPaymentMethod.response.js";
import getPlacedOrderBody from "./validators/operations/getPlacedOrder.body.js";
import getPlacedOrderResponse from "./validators/operations/getPlacedOrder.response.js";
import filterOrderDocumentsBody from "./validators/operations/filterOrderDocuments.body.js";
import filterOrderDocumentsResponse from "./validators/operations/filterOrderDocuments.response.js";
import getOrderDocumentParams from "./validators/operations/getOrderDocument.params.js";
import getOrderDocumentResponse from "./validators/operations/getOrderDocument.response.js";
import listShopOrdersQuery from "./validators/operations/listShopOrders.query.js";
import listShopOrdersResponse from "./validators/operations/listShopOrders.response.js";
import exportShopOrdersQuery from "./validators/operations/exportShopOrders.query.js";
import getShopOrderParams from "./validators/operations/getShopOrder.params.js";
import getShopOrderResponse from "./validators/operations/getShopOrder.response.js";
import setShopOrderStatusParams from "./validators/operations/setShopOrderStatus.params.js";
import setShopOrderStatusBody from "./validators/operations/setShopOrderStatus.body.js";
import setShopOrderStatusResponse from "./validators/operations/setShopOrderStatus.response.js";
import setShopOrderPaymentParams from "./validators/operations/setShopOrderPayment.params.js";
import setShopOrderPaymentBody from "./validators/operations/setShopOrderPayment.body.js";
import setShopOrderPaymentResponse from "./validators/operations/setShopOrderPayment.response.js";
import refundShopOrderParams from "./validators/operations/refundShopOrder.params.js";
import refundShopOrderBody from "./validators/operations/refundShopOrder.body.js";
import refundShopOrderResponse from "./validators/operations/refundShopOrder.response.js";
import listShopTaxClassesResponse from "./validators/operations/listShopTaxClasses.response.js";
import createShopTaxClassBody from "./validators/operations/createShopTaxClass.body.js";
import createShopTaxClassResponse from "./validators/operations/createShopTaxClass.response.js";
import updateShopTaxClassParams from "./validators/operations/updateShopTaxClass.params.js";
import updateShopTaxClassBody from "./validators/operations/updateShopTaxClass.body.js";
import updateShopTaxClassResponse from "./validators/operations/updateShopTaxClass.response.js";
import deleteShopTaxClassParams from "./validators/operations/deleteShopTaxClass.params.js";
import deleteShopTaxClassResponse from "./validators/operations/deleteShopTaxClass.response.js";
import listShopDeliveryMethodsResponse from "./validators/operations/listShopDeliveryMethods.response.js";
import createShopDeliveryMethodBody from "./validators/operations/createShopDeliveryMethod.body.js";
import createShopDeliveryMethodResponse from "./validators/operations/createShopDeliveryMethod.response.js";
import updateShopDeliveryMethodParams from "./validators/operations/updateShopDeliveryMethod.params.js";
import updateShopDeliveryMethodBody from "./validators/operations/updateShopDeliveryMethod.body.js";
import updateShopDeliveryMethodResponse from "./validators/operations/updateShopDeliveryMethod.response.js";
import deleteShopDeliveryMethodParams from "./validators/operations/deleteShopDeliveryMethod.params.js";
import deleteShopDeliveryMethodResponse from "./validators/operations/deleteShopDeliveryMethod.response.js";
import listShopPaymentMethodsResponse from "./validators/operations/listShopPaymentMethods.response.js";
import createShopPaymentMethodBody from "./validators/operations/createShopPaymentMethod.body.js";
import createShopPaymentMethodResponse from "./validators/operations/createShopPaymentMethod.response.js";
import updateShopPaymentMethodParams from "./validators/operations/updateShopPaymentMethod.params.js";
import updateShopPaymentMethodBody from "./validators/operations/updateShopPaymentMethod.body.js";
import updateShopPaymentMethodResponse from "./validators/operations/updateShopPaymentMethod.response.js";
import deleteShopPaymentMethodParams from "./validators/operations/deleteShopPaymentMethod.params.js";
import deleteShopPaymentMethodResponse from "./validators/operations/deleteShopPaymentMethod.response.js";
import listShopCouponsResponse from "./validators/operations/listShopCoupons.response.js";
import createShopCouponBody from "./validators/operations/createShopCoupon.body.js";
import createShopCouponResponse from "./validators/operations/createShopCoupon.response.js";
import updateShopCouponParams from "./validators/operations/updateShopCoupon.params.js";
import updateShopCouponBody from "./validators/operations/updateShopCoupon.body.js";
import updateShopCouponResponse from "./validators/operations/updateShopCoupon.response.js";
import deleteShopCouponParams from "./validators/operations/deleteShopCoupon.params.js";
import deleteShopCouponResponse from "./validators/operations/deleteShopCoupon.response.js";
import getShopCheckoutSettingsResponse from "./validators/operations/getShopCheckoutSettings.response.js";
import saveShopCheckoutSettingsBody from "./validators/operations/saveShopCheckoutSettings.body.js";
import saveShopCheckoutSettingsResponse from "./validators/operations/saveShopCheckoutSettings.response.js";
import getOrderPdfParams from "./validators/operations/getOrderPdf.params.js";
import listConsentAssignmentsQuery from "./validators/operations/listConsentAssignments.query.js";
import listConsentAssignmentsResponse from "./validators/operations/listConsentAssignments.response.js";
import saveConsentBody from "./validators/operations/saveConsent.body.js";
import saveConsentResponse from "./validators/operations/saveConsent.response.js";
import saveConsentAssignmentBody from "./validators/operations/saveConsentAssignment.body.js";
import saveConsentAssignmentResponse from "./validators/operations/saveConsentAssignment.response.js";
import checkConsentLogResponse from "./validators/operations/checkConsentLog.response.js";
import exportDataSubjectQuery from "./validators/operations/exportDataSubject.query.js";
import exportDataSubjectResponse from "./validators/operations/exportDataSubject.response.js";
import exportDataSubjectCsvQuery from "./validators/operations/exportDataSubjectCsv.query.js";
import subscribeNewsletterBody from "./validators/operations/subscribeNewsletter.body.js";
import subscribeNewsletterResponse from "./validators/operations/subscribeNewsletter.response.js";
import confirmEmailBody from "./validators/operations/confirmEmail.body.js";
import confirmEmailResponse from "./validators/operations/confirmEmail.response.js";
import unsubscribeNewsletterQuery from "./validators/operations/unsubscribeNewsletter.query.js";
import unsubscribeNewsletterBody from "./validators/operations/unsubscribeNewsletter.body.js";
import unsubscribeNewsletterResponse from "./validators/operations/unsubscribeNewsletter.response.js";
import listNewsletterSubscribersQuery from "./validators/operations/listNewsletterSubscribers.query.js";
import listNewsletterSubscribersResponse from "./validators/operations/listNewsletterSubscribers.response.js";
import exportNewsletterSubscribersQuery from "./validators/operations/exportNewsletterSubscribers.query.js";
import addFailedRequestBody from "./validators/operations/addFailedRequest.body.js";
import addFailedRequestResponse from "./validators/operations/addFailedRequest.response.js";
import listRedirectsQuery from "./validators/operations/listRedirects.query.js";
import listRedirectsResponse from "./validators/operations/listRedirects.response.js";
import createRedirectBody from "./validators/operations/createRedirect.body.js";
import createRedirectResponse from "./validators/operations/createRedirect.response.js";
import updateRedirectParams from "./validators/operations/updateRedirect.params.js";
import updateRedirectBody from "./validators/operations/updateRedirect.body.js";
import updateRedirectResponse from "./validators/operations/updateRedirect.response.js";
import deleteRedirectParams from "./validators/operations/deleteRedirect.params.js";
import deleteRedirectResponse from "./validators/operations/deleteRedirect.response.js";
import listMissingUrlsQuery from "./validators/operations/listMissingUrls.query.js";
import listMissingUrlsResponse from "./validators/operations/listMissingUrls.response.js";

/** One API operation as the server registers it and the fuzz test drives it. */
export type Operation = {
  operationId: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path, e.g. /api/v1/cms/term/getBySlug/{slug} (Fastify wants :slug). */
  path: string;
  /** Validate the body even when it is missing (a missing optional body is skipped). */
  hasRequiredBody: boolean;
  /** Serves site content (x-content in openapi.yaml): 503 to visitors in maintenance (spec 1). */
  isContent: boolean;
  /** security backoffice in openapi.yaml: 401 without a live token, 403 unless a back-office user (spec 6). */
  requiresBackoffice: boolean;
  /** Header names are lower-case, as Node gives them; a missing part has no rules. */
  validate: {
    headers?: ValidateFunction<unknown>;
    params?: ValidateFunction<unknown>;
    query?: ValidateFunction<unknown>;
    body?: ValidateFunction<unknown>;
    /** The 200 response ({ data }): checked in development and tests, not in production. */
    response?: ValidateFunction<unknown>;
  };
};

/** Every operation of schemas/openapi.yaml, by operationId. */
export const operations = {
  health: {
    operationId: "health",
    method: "GET",
    path: "/api/v1/health",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      response: healthResponse,
    },
  },
  domainDetect: {
    operationId: "domainDetect",
    method: "POST",
    path: "/api/v2/domainDetect",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: domainDetectBody,
      response: domainDetectResponse,
    },
  },
  getCommons: {
    operationId: "getCommons",
    method: "GET",
    path: "/api/v1/commons",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      query: getCommonsQuery,
      response: getCommonsResponse,
    },
  },
  filterOptions: {
    operationId: "filterOptions",
    method: "GET",
    path: "/api/v1/cms/option/filter",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      query: filterOptionsQuery,
      response: filterOptionsResponse,
    },
  },
  getElementsByHandlers: {
    operationId: "getElementsByHandlers",
    method: "POST",
    path: "/api/v1/cms/element/getByHandlers",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: getElementsByHandlersBody,
      response: getElementsByHandlersResponse,
    },
  },
  filterElements: {
    operationId: "filterElements",
    method: "GET",
    path: "/api/v1/cms/element/filter",
    hasRequiredBody: false,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      query: filterElementsQuery,
      response: filterElementsResponse,
    },
  },
  getNavigationTree: {
    operationId: "getNavigationTree",
    method: "GET",
    path: "/api/v1/cms/navigation/tree/{handle}",
    hasRequiredBody: false,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: getNavigationTreeParams,
      response: getNavigationTreeResponse,
    },
  },
  getTermBySlug: {
    operationId: "getTermBySlug",
    method: "GET",
    path: "/api/v1/cms/term/getBySlug/{slug}",
    hasRequiredBody: false,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: getTermBySlugParams,
      query: getTermBySlugQuery,
      response: getTermBySlugResponse,
    },
  },
  finderDecide: {
    operationId: "finderDecide",
    method: "POST",
    path: "/api/v1/cms/finder/decide",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: finderDecideBody,
      response: finderDecideResponse,
    },
  },
  getUrlOnLanguage: {
    operationId: "getUrlOnLanguage",
    method: "POST",
    path: "/api/v1/cms/finder/getUrlOnLanguage",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: getUrlOnLanguageBody,
      response: getUrlOnLanguageResponse,
    },
  },
  listWishlist: {
    operationId: "listWishlist",
    method: "GET",
    path: "/api/v1/cms/wishlist/filter",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      query: listWishlistQuery,
      response: listWishlistResponse,
    },
  },
  toggleWishlist: {
    operationId: "toggleWishlist",
    method: "POST",
    path: "/api/v1/cms/wishlist/create",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: toggleWishlistBody,
      response: toggleWishlistResponse,
    },
  },
  searchSite: {
    operationId: "searchSite",
    method: "POST",
    path: "/api/v1/cms/search",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: searchSiteBody,
      response: searchSiteResponse,
    },
  },
  filterPosts: {
    operationId: "filterPosts",
    method: "POST",
    path: "/api/v1/cms/post/filterStandard",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: filterPostsBody,
      response: filterPostsResponse,
    },
  },
  getPostBySlug: {
    operationId: "getPostBySlug",
    method: "GET",
    path: "/api/v1/cms/post/getBySlug/{slug}",
    hasRequiredBody: false,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: getPostBySlugParams,
      response: getPostBySlugResponse,
    },
  },
  filterPostTypes: {
    operationId: "filterPostTypes",
    method: "GET",
    path: "/api/v1/cms/postType/filter",
    hasRequiredBody: false,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      response: filterPostTypesResponse,
    },
  },
  filterTerms: {
    operationId: "filterTerms",
    method: "POST",
    path: "/api/v1/cms/term/filter",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: filterTermsBody,
      response: filterTermsResponse,
    },
  },
  savePost: {
    operationId: "savePost",
    method: "PUT",
    path: "/api/v1/admin/posts",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: savePostBody,
      response: savePostResponse,
    },
  },
  deletePost: {
    operationId: "deletePost",
    method: "DELETE",
    path: "/api/v1/admin/posts/{slugMain}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deletePostParams,
      response: deletePostResponse,
    },
  },
  savePostTerm: {
    operationId: "savePostTerm",
    method: "PUT",
    path: "/api/v1/admin/posts/terms",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: savePostTermBody,
      response: savePostTermResponse,
    },
  },
  deletePostTerm: {
    operationId: "deletePostTerm",
    method: "DELETE",
    path: "/api/v1/admin/posts/terms/{type}/{slugMain}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deletePostTermParams,
      response: deletePostTermResponse,
    },
  },
  filterEvents: {
    operationId: "filterEvents",
    method: "POST",
    path: "/api/v1/calendar/event/public/filter",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: filterEventsBody,
      response: filterEventsResponse,
    },
  },
  getEvent: {
    operationId: "getEvent",
    method: "GET",
    path: "/api/v1/calendar/event/public/get",
    hasRequiredBody: false,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      query: getEventQuery,
      response: getEventResponse,
    },
  },
  signUpForEvent: {
    operationId: "signUpForEvent",
    method: "POST",
    path: "/api/v1/calendar/event/public/signUp",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: signUpForEventBody,
      response: signUpForEventResponse,
    },
  },
  listAdminEvents: {
    operationId: "listAdminEvents",
    method: "GET",
    path: "/api/v1/admin/events",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: listAdminEventsQuery,
      response: listAdminEventsResponse,
    },
  },
  saveEvent: {
    operationId: "saveEvent",
    method: "PUT",
    path: "/api/v1/admin/events",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: saveEventBody,
      response: saveEventResponse,
    },
  },
  getAdminEvent: {
    operationId: "getAdminEvent",
    method: "GET",
    path: "/api/v1/admin/events/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: getAdminEventParams,
      response: getAdminEventResponse,
    },
  },
  deleteEvent: {
    operationId: "deleteEvent",
    method: "DELETE",
    path: "/api/v1/admin/events/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteEventParams,
      response: deleteEventResponse,
    },
  },
  getCommentOptions: {
    operationId: "getCommentOptions",
    method: "POST",
    path: "/api/v1/cms/comment/getOptions",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: getCommentOptionsBody,
      response: getCommentOptionsResponse,
    },
  },
  filterComments: {
    operationId: "filterComments",
    method: "POST",
    path: "/api/v1/cms/comment/filter",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: filterCommentsBody,
      response: filterCommentsResponse,
    },
  },
  createComment: {
    operationId: "createComment",
    method: "POST",
    path: "/api/v1/cms/comment/create",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: createCommentBody,
      response: createCommentResponse,
    },
  },
  updateComment: {
    operationId: "updateComment",
    method: "PUT",
    path: "/api/v1/cms/comment/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: updateCommentParams,
      body: updateCommentBody,
      response: updateCommentResponse,
    },
  },
  deleteComment: {
    operationId: "deleteComment",
    method: "DELETE",
    path: "/api/v1/cms/comment/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: deleteCommentParams,
      response: deleteCommentResponse,
    },
  },
  listCommentsForModeration: {
    operationId: "listCommentsForModeration",
    method: "GET",
    path: "/api/v1/admin/comments",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: listCommentsForModerationQuery,
      response: listCommentsForModerationResponse,
    },
  },
  moderateComment: {
    operationId: "moderateComment",
    method: "PUT",
    path: "/api/v1/admin/comments/{id}/status",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: moderateCommentParams,
      body: moderateCommentBody,
      response: moderateCommentResponse,
    },
  },
  deleteCommentAsAdmin: {
    operationId: "deleteCommentAsAdmin",
    method: "DELETE",
    path: "/api/v1/admin/comments/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteCommentAsAdminParams,
      response: deleteCommentAsAdminResponse,
    },
  },
  login: {
    operationId: "login",
    method: "POST",
    path: "/api/v1/login",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: loginBody,
      response: loginResponse,
    },
  },
  refresh: {
    operationId: "refresh",
    method: "GET",
    path: "/api/v1/refresh",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers1,
      response: refreshResponse,
    },
  },
  logout: {
    operationId: "logout",
    method: "POST",
    path: "/api/v1/logout",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers1,
      response: logoutResponse,
    },
  },
  getWebProfile: {
    operationId: "getWebProfile",
    method: "GET",
    path: "/api/v1/user/web/profile",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      response: getWebProfileResponse,
    },
  },
  getBuilderDocument: {
    operationId: "getBuilderDocument",
    method: "GET",
    path: "/api/v1/admin/builder/documents/{kind}/{key}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: getBuilderDocumentParams,
      response: getBuilderDocumentResponse,
    },
  },
  saveBuilderDraft: {
    operationId: "saveBuilderDraft",
    method: "PUT",
    path: "/api/v1/admin/builder/documents/{kind}/{key}/draft",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: saveBuilderDraftParams,
      body: saveBuilderDraftBody,
      response: saveBuilderDraftResponse,
    },
  },
  publishBuilderDocument: {
    operationId: "publishBuilderDocument",
    method: "POST",
    path: "/api/v1/admin/builder/documents/{kind}/{key}/publish",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: publishBuilderDocumentParams,
      body: publishBuilderDocumentBody,
      response: publishBuilderDocumentResponse,
    },
  },
  scheduleBuilderPublish: {
    operationId: "scheduleBuilderPublish",
    method: "PUT",
    path: "/api/v1/admin/builder/documents/{kind}/{key}/schedule",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: scheduleBuilderPublishParams,
      body: scheduleBuilderPublishBody,
      response: scheduleBuilderPublishResponse,
    },
  },
  cancelBuilderSchedule: {
    operationId: "cancelBuilderSchedule",
    method: "DELETE",
    path: "/api/v1/admin/builder/documents/{kind}/{key}/schedule",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: cancelBuilderScheduleParams,
      response: cancelBuilderScheduleResponse,
    },
  },
  listBuilderVersions: {
    operationId: "listBuilderVersions",
    method: "GET",
    path: "/api/v1/admin/builder/documents/{kind}/{key}/versions",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: listBuilderVersionsParams,
      response: listBuilderVersionsResponse,
    },
  },
  getBuilderVersion: {
    operationId: "getBuilderVersion",
    method: "GET",
    path: "/api/v1/admin/builder/documents/{kind}/{key}/versions/{number}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: getBuilderVersionParams,
      response: getBuilderVersionResponse,
    },
  },
  restoreBuilderVersion: {
    operationId: "restoreBuilderVersion",
    method: "POST",
    path: "/api/v1/admin/builder/documents/{kind}/{key}/versions/{number}/restore",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: restoreBuilderVersionParams,
      body: restoreBuilderVersionBody,
      response: restoreBuilderVersionResponse,
    },
  },
  listBuilderPages: {
    operationId: "listBuilderPages",
    method: "GET",
    path: "/api/v1/admin/builder/pages",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: listBuilderPagesResponse,
    },
  },
  createBuilderPage: {
    operationId: "createBuilderPage",
    method: "POST",
    path: "/api/v1/admin/builder/pages",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createBuilderPageBody,
      response: createBuilderPageResponse,
    },
  },
  deleteBuilderPage: {
    operationId: "deleteBuilderPage",
    method: "DELETE",
    path: "/api/v1/admin/builder/pages/{slugMain}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteBuilderPageParams,
      response: deleteBuilderPageResponse,
    },
  },
  createBuilderTranslation: {
    operationId: "createBuilderTranslation",
    method: "POST",
    path: "/api/v1/admin/builder/pages/{slugMain}/translations",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: createBuilderTranslationParams,
      body: createBuilderTranslationBody,
      response: createBuilderTranslationResponse,
    },
  },
  listBuilderPosts: {
    operationId: "listBuilderPosts",
    method: "GET",
    path: "/api/v1/admin/builder/posts",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: listBuilderPostsResponse,
    },
  },
  createBuilderPost: {
    operationId: "createBuilderPost",
    method: "POST",
    path: "/api/v1/admin/builder/posts",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createBuilderPostBody,
      response: createBuilderPostResponse,
    },
  },
  createBuilderPostTranslation: {
    operationId: "createBuilderPostTranslation",
    method: "POST",
    path: "/api/v1/admin/builder/posts/{slugMain}/translations",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: createBuilderPostTranslationParams,
      body: createBuilderPostTranslationBody,
      response: createBuilderPostTranslationResponse,
    },
  },
  getMediaPictures: {
    operationId: "getMediaPictures",
    method: "POST",
    path: "/api/v1/media/pictures",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: getMediaPicturesBody,
      response: getMediaPicturesResponse,
    },
  },
  uploadMedia: {
    operationId: "uploadMedia",
    method: "POST",
    path: "/api/v1/admin/media/upload",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: uploadMediaResponse,
    },
  },
  filterMedia: {
    operationId: "filterMedia",
    method: "GET",
    path: "/api/v1/admin/media/filter",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: filterMediaQuery,
      response: filterMediaResponse,
    },
  },
  getMedia: {
    operationId: "getMedia",
    method: "GET",
    path: "/api/v1/admin/media/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: getMediaParams,
      response: getMediaResponse,
    },
  },
  updateMedia: {
    operationId: "updateMedia",
    method: "PATCH",
    path: "/api/v1/admin/media/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: updateMediaParams,
      body: updateMediaBody,
      response: updateMediaResponse,
    },
  },
  replaceMedia: {
    operationId: "replaceMedia",
    method: "POST",
    path: "/api/v1/admin/media/{id}/replace",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: replaceMediaParams,
      response: replaceMediaResponse,
    },
  },
  deleteMedia: {
    operationId: "deleteMedia",
    method: "DELETE",
    path: "/api/v1/admin/media/directoryItem/delete/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteMediaParams,
      response: deleteMediaResponse,
    },
  },
  filterMasters: {
    operationId: "filterMasters",
    method: "GET",
    path: "/api/v1/admin/builder/masters",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: filterMastersQuery,
      response: filterMastersResponse,
    },
  },
  createMaster: {
    operationId: "createMaster",
    method: "POST",
    path: "/api/v1/admin/builder/masters",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createMasterBody,
      response: createMasterResponse,
    },
  },
  getMaster: {
    operationId: "getMaster",
    method: "GET",
    path: "/api/v1/admin/builder/masters/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: getMasterParams,
      response: getMasterResponse,
    },
  },
  updateMaster: {
    operationId: "updateMaster",
    method: "PUT",
    path: "/api/v1/admin/builder/masters/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: updateMasterParams,
      body: updateMasterBody,
      response: updateMasterResponse,
    },
  },
  deleteMaster: {
    operationId: "deleteMaster",
    method: "DELETE",
    path: "/api/v1/admin/builder/masters/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteMasterParams,
      response: deleteMasterResponse,
    },
  },
  listCaches: {
    operationId: "listCaches",
    method: "GET",
    path: "/api/v1/admin/cache",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: listCachesResponse,
    },
  },
  getBackupStatus: {
    operationId: "getBackupStatus",
    method: "GET",
    path: "/api/v1/admin/backups",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: getBackupStatusResponse,
    },
  },
  clearCache: {
    operationId: "clearCache",
    method: "DELETE",
    path: "/api/v1/admin/cache/{name}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: clearCacheParams,
      response: clearCacheResponse,
    },
  },
  getUserSetting: {
    operationId: "getUserSetting",
    method: "GET",
    path: "/api/v1/settings/general/user",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: getUserSettingQuery,
      response: getUserSettingResponse,
    },
  },
  saveUserSetting: {
    operationId: "saveUserSetting",
    method: "PUT",
    path: "/api/v1/settings/general/user",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: saveUserSettingBody,
      response: saveUserSettingResponse,
    },
  },
  filterDomains: {
    operationId: "filterDomains",
    method: "GET",
    path: "/api/v1/settings/domain/filter",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: filterDomainsResponse,
    },
  },
  createDomain: {
    operationId: "createDomain",
    method: "POST",
    path: "/api/v1/settings/domain/create",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createDomainBody,
      response: createDomainResponse,
    },
  },
  deleteDomain: {
    operationId: "deleteDomain",
    method: "DELETE",
    path: "/api/v1/settings/domain/delete/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteDomainParams,
      response: deleteDomainResponse,
    },
  },
  register: {
    operationId: "register",
    method: "POST",
    path: "/api/v1/user/web/register",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: registerBody,
      response: registerResponse,
    },
  },
  verifyEmail: {
    operationId: "verifyEmail",
    method: "GET",
    path: "/api/v1/user/web/verify/{token}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: verifyEmailParams,
      response: verifyEmailResponse,
    },
  },
  resendVerification: {
    operationId: "resendVerification",
    method: "POST",
    path: "/api/v1/user/web/verify/resend",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: resendVerificationBody,
      response: resendVerificationResponse,
    },
  },
  updateProfile: {
    operationId: "updateProfile",
    method: "PATCH",
    path: "/api/v1/user/web/update",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: updateProfileBody,
      response: updateProfileResponse,
    },
  },
  changePassword: {
    operationId: "changePassword",
    method: "POST",
    path: "/api/v1/user/web/password/reset",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: changePasswordBody,
      response: changePasswordResponse,
    },
  },
  forgotPassword: {
    operationId: "forgotPassword",
    method: "POST",
    path: "/api/v1/user/web/password/forgot",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: forgotPasswordBody,
      response: forgotPasswordResponse,
    },
  },
  setPassword: {
    operationId: "setPassword",
    method: "POST",
    path: "/api/v1/user/web/password/set",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: setPasswordBody,
      response: setPasswordResponse,
    },
  },
  exportMyData: {
    operationId: "exportMyData",
    method: "GET",
    path: "/api/v1/user/web/data",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      response: exportMyDataResponse,
    },
  },
  deleteAccount: {
    operationId: "deleteAccount",
    method: "POST",
    path: "/api/v1/user/web/delete",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: deleteAccountBody,
      response: deleteAccountResponse,
    },
  },
  listAddresses: {
    operationId: "listAddresses",
    method: "GET",
    path: "/api/v1/user/web/address/filter",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      response: listAddressesResponse,
    },
  },
  createAddress: {
    operationId: "createAddress",
    method: "POST",
    path: "/api/v1/user/web/address/create",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: createAddressBody,
      response: createAddressResponse,
    },
  },
  updateAddress: {
    operationId: "updateAddress",
    method: "PATCH",
    path: "/api/v1/user/web/address/update/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: updateAddressParams,
      body: updateAddressBody,
      response: updateAddressResponse,
    },
  },
  deleteAddress: {
    operationId: "deleteAddress",
    method: "DELETE",
    path: "/api/v1/user/web/address/delete/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: deleteAddressParams,
      response: deleteAddressResponse,
    },
  },
  validateMembersBarcode: {
    operationId: "validateMembersBarcode",
    method: "POST",
    path: "/api/v1/user/web/validateMembersBarcode",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: validateMembersBarcodeBody,
      response: validateMembersBarcodeResponse,
    },
  },
  listSocialProviders: {
    operationId: "listSocialProviders",
    method: "GET",
    path: "/api/v1/user/social/providers",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      response: listSocialProvidersResponse,
    },
  },
  socialRedirectLogin: {
    operationId: "socialRedirectLogin",
    method: "GET",
    path: "/api/v1/user/social/redirect-login",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      query: socialRedirectLoginQuery,
      response: socialRedirectLoginResponse,
    },
  },
  socialOauth: {
    operationId: "socialOauth",
    method: "POST",
    path: "/api/v1/user/social/oauth",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: socialOauthBody,
      response: socialOauthResponse,
    },
  },
  listOutbox: {
    operationId: "listOutbox",
    method: "GET",
    path: "/api/v1/mail/outbox",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: listOutboxResponse,
    },
  },
  getProduct: {
    operationId: "getProduct",
    method: "GET",
    path: "/api/v1/product/web/get",
    hasRequiredBody: false,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      query: getProductQuery,
      response: getProductResponse,
    },
  },
  filterProducts: {
    operationId: "filterProducts",
    method: "POST",
    path: "/api/v1/product/web/filter",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: filterProductsBody,
      response: filterProductsResponse,
    },
  },
  layeredNavigation: {
    operationId: "layeredNavigation",
    method: "POST",
    path: "/api/v1/product/layered/navigation",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: layeredNavigationBody,
      response: layeredNavigationResponse,
    },
  },
  getProductCategory: {
    operationId: "getProductCategory",
    method: "GET",
    path: "/api/v1/product/category/get",
    hasRequiredBody: false,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      query: getProductCategoryQuery,
      response: getProductCategoryResponse,
    },
  },
  filterProductCategories: {
    operationId: "filterProductCategories",
    method: "POST",
    path: "/api/v1/product/category/filter",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: filterProductCategoriesBody,
      response: filterProductCategoriesResponse,
    },
  },
  filterProductTags: {
    operationId: "filterProductTags",
    method: "POST",
    path: "/api/v1/product/tag/filter",
    hasRequiredBody: true,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: filterProductTagsBody,
      response: filterProductTagsResponse,
    },
  },
  checkBundles: {
    operationId: "checkBundles",
    method: "GET",
    path: "/api/v1/product/checkBundles",
    hasRequiredBody: false,
    isContent: true,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      query: checkBundlesQuery,
      response: checkBundlesResponse,
    },
  },
  filterAttributes: {
    operationId: "filterAttributes",
    method: "GET",
    path: "/api/v1/product/attribute/filter",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: filterAttributesResponse,
    },
  },
  createProduct: {
    operationId: "createProduct",
    method: "POST",
    path: "/api/v1/product/create",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createProductBody,
      response: createProductResponse,
    },
  },
  updateProduct: {
    operationId: "updateProduct",
    method: "PATCH",
    path: "/api/v1/product/update/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: updateProductParams,
      body: updateProductBody,
      response: updateProductResponse,
    },
  },
  createProductCategory: {
    operationId: "createProductCategory",
    method: "POST",
    path: "/api/v1/product/category/create",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createProductCategoryBody,
      response: createProductCategoryResponse,
    },
  },
  updateProductCategory: {
    operationId: "updateProductCategory",
    method: "PATCH",
    path: "/api/v1/product/category/update/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: updateProductCategoryParams,
      body: updateProductCategoryBody,
      response: updateProductCategoryResponse,
    },
  },
  createAttribute: {
    operationId: "createAttribute",
    method: "POST",
    path: "/api/v1/product/attribute/create",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createAttributeBody,
      response: createAttributeResponse,
    },
  },
  updateAttribute: {
    operationId: "updateAttribute",
    method: "PATCH",
    path: "/api/v1/product/attribute/update/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: updateAttributeParams,
      body: updateAttributeBody,
      response: updateAttributeResponse,
    },
  },
  listProductsForEdit: {
    operationId: "listProductsForEdit",
    method: "GET",
    path: "/api/v1/product/edit",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: listProductsForEditQuery,
      response: listProductsForEditResponse,
    },
  },
  getProductForEdit: {
    operationId: "getProductForEdit",
    method: "GET",
    path: "/api/v1/product/edit/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: getProductForEditParams,
      response: getProductForEditResponse,
    },
  },
  getProductCategoryForEdit: {
    operationId: "getProductCategoryForEdit",
    method: "GET",
    path: "/api/v1/product/category/edit/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: getProductCategoryForEditParams,
      response: getProductCategoryForEditResponse,
    },
  },
  getNewCartSession: {
    operationId: "getNewCartSession",
    method: "GET",
    path: "/api/v2/cart/getNewCartSession",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      response: getNewCartSessionResponse,
    },
  },
  getCart: {
    operationId: "getCart",
    method: "POST",
    path: "/api/v2/cart/getCart",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: getCartBody,
      response: getCartResponse,
    },
  },
  validateCart: {
    operationId: "validateCart",
    method: "POST",
    path: "/api/v2/cart/validateCart",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: validateCartBody,
      response: validateCartResponse,
    },
  },
  getAbandonedCart: {
    operationId: "getAbandonedCart",
    method: "POST",
    path: "/api/v2/cart/getAbandoned",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: getAbandonedCartBody,
      response: getAbandonedCartResponse,
    },
  },
  clearCart: {
    operationId: "clearCart",
    method: "POST",
    path: "/api/v2/cart/clearCart",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: clearCartBody,
      response: clearCartResponse,
    },
  },
  applyCoupon: {
    operationId: "applyCoupon",
    method: "POST",
    path: "/api/v2/cart/applyCoupon",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: applyCouponBody,
      response: applyCouponResponse,
    },
  },
  removeCoupon: {
    operationId: "removeCoupon",
    method: "POST",
    path: "/api/v2/cart/removeCoupon",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: removeCouponBody,
      response: removeCouponResponse,
    },
  },
  applyMemberCard: {
    operationId: "applyMemberCard",
    method: "POST",
    path: "/api/v2/cart/applyMemberCard",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: applyMemberCardBody,
      response: applyMemberCardResponse,
    },
  },
  updateGuestUser: {
    operationId: "updateGuestUser",
    method: "POST",
    path: "/api/v2/cart/updateGuestUser",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: updateGuestUserBody,
      response: updateGuestUserResponse,
    },
  },
  addCartItem: {
    operationId: "addCartItem",
    method: "POST",
    path: "/api/v2/cart/addItem",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: addCartItemBody,
      response: addCartItemResponse,
    },
  },
  updateCartItem: {
    operationId: "updateCartItem",
    method: "PATCH",
    path: "/api/v2/cart/updateItem",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: updateCartItemBody,
      response: updateCartItemResponse,
    },
  },
  deleteCartItem: {
    operationId: "deleteCartItem",
    method: "DELETE",
    path: "/api/v2/cart/deleteItem",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: deleteCartItemBody,
      response: deleteCartItemResponse,
    },
  },
  getAvailableCountries: {
    operationId: "getAvailableCountries",
    method: "POST",
    path: "/api/v2/checkout/getAvailableCountries",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: getAvailableCountriesBody,
      response: getAvailableCountriesResponse,
    },
  },
  getApplicableDeliveryMethods: {
    operationId: "getApplicableDeliveryMethods",
    method: "POST",
    path: "/api/v2/checkout/getApplicableDeliveryMethods",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: getApplicableDeliveryMethodsBody,
      response: getApplicableDeliveryMethodsResponse,
    },
  },
  saveDeliveryMethod: {
    operationId: "saveDeliveryMethod",
    method: "PUT",
    path: "/api/v2/checkout/saveDeliveryMethod",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: saveDeliveryMethodBody,
      response: saveDeliveryMethodResponse,
    },
  },
  getApplicablePaymentMethods: {
    operationId: "getApplicablePaymentMethods",
    method: "POST",
    path: "/api/v2/checkout/getApplicablePaymentMethods",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: getApplicablePaymentMethodsBody,
      response: getApplicablePaymentMethodsResponse,
    },
  },
  savePaymentMethod: {
    operationId: "savePaymentMethod",
    method: "PUT",
    path: "/api/v2/checkout/savePaymentMethod",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: savePaymentMethodBody,
      response: savePaymentMethodResponse,
    },
  },
  getCheckoutSettings: {
    operationId: "getCheckoutSettings",
    method: "GET",
    path: "/api/v2/ecommerce/settings/getCheckoutSettings",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      response: getCheckoutSettingsResponse,
    },
  },
  createOrder: {
    operationId: "createOrder",
    method: "POST",
    path: "/api/v2/order/create",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: createOrderBody,
      response: createOrderResponse,
    },
  },
  confirmWalletPayment: {
    operationId: "confirmWalletPayment",
    method: "POST",
    path: "/api/v2/order/pgSuccess/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: confirmWalletPaymentParams,
      body: confirmWalletPaymentBody,
      response: confirmWalletPaymentResponse,
    },
  },
  wspayNotification: {
    operationId: "wspayNotification",
    method: "POST",
    path: "/api/v2/payments/wspay/notification",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      body: wspayNotificationBody,
      response: wspayNotificationResponse,
    },
  },
  readPaymentReturn: {
    operationId: "readPaymentReturn",
    method: "POST",
    path: "/api/v2/payments/return",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: readPaymentReturnBody,
      response: readPaymentReturnResponse,
    },
  },
  filterWebConsents: {
    operationId: "filterWebConsents",
    method: "POST",
    path: "/api/v1/gdpr/consent/filter/web",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: filterWebConsentsBody,
      response: filterWebConsentsResponse,
    },
  },
  createWebConsentLog: {
    operationId: "createWebConsentLog",
    method: "POST",
    path: "/api/v1/gdpr/web/consent/log/create",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: createWebConsentLogBody,
      response: createWebConsentLogResponse,
    },
  },
  getFormCaptcha: {
    operationId: "getFormCaptcha",
    method: "GET",
    path: "/api/v1/cms/form/challenge",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      response: getFormCaptchaResponse,
    },
  },
  storeFormData: {
    operationId: "storeFormData",
    method: "POST",
    path: "/api/v1/cms/form/storeData",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: storeFormDataBody,
      response: storeFormDataResponse,
    },
  },
  contact: {
    operationId: "contact",
    method: "POST",
    path: "/api/v1/cms/contact",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: contactBody,
      response: contactResponse,
    },
  },
  contactAdmin: {
    operationId: "contactAdmin",
    method: "POST",
    path: "/api/v1/cms/contactAdmin",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: contactAdminBody,
      response: contactAdminResponse,
    },
  },
  storeFormDataWithFiles: {
    operationId: "storeFormDataWithFiles",
    method: "POST",
    path: "/api/v1/cms/form/storeDataWithFiles",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      response: storeFormDataWithFilesResponse,
    },
  },
  listFormSubmissions: {
    operationId: "listFormSubmissions",
    method: "GET",
    path: "/api/v1/admin/forms/submissions",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: listFormSubmissionsQuery,
      response: listFormSubmissionsResponse,
    },
  },
  exportFormSubmissions: {
    operationId: "exportFormSubmissions",
    method: "GET",
    path: "/api/v1/admin/forms/submissions/export/{formSlug}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: exportFormSubmissionsParams,
    },
  },
  downloadFormFile: {
    operationId: "downloadFormFile",
    method: "GET",
    path: "/api/v1/admin/forms/files/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: downloadFormFileParams,
    },
  },
  retryPayment: {
    operationId: "retryPayment",
    method: "POST",
    path: "/api/v2/payments/retry",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: retryPaymentBody,
      response: retryPaymentResponse,
    },
  },
  payOrderNow: {
    operationId: "payOrderNow",
    method: "POST",
    path: "/api/v2/payments/retry/web/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: payOrderNowParams,
      body: payOrderNowBody,
      response: payOrderNowResponse,
    },
  },
  confirmMyWalletPayment: {
    operationId: "confirmMyWalletPayment",
    method: "POST",
    path: "/api/v2/payments/approve/web/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: confirmMyWalletPaymentParams,
      body: confirmMyWalletPaymentBody,
      response: confirmMyWalletPaymentResponse,
    },
  },
  chooseAnotherPaymentMethod: {
    operationId: "chooseAnotherPaymentMethod",
    method: "POST",
    path: "/api/v2/payments/another-method",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: chooseAnotherPaymentMethodBody,
      response: chooseAnotherPaymentMethodResponse,
    },
  },
  getPlacedOrder: {
    operationId: "getPlacedOrder",
    method: "POST",
    path: "/api/v2/order/placed",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: getPlacedOrderBody,
      response: getPlacedOrderResponse,
    },
  },
  filterOrderDocuments: {
    operationId: "filterOrderDocuments",
    method: "POST",
    path: "/api/v1/smartDocument/document/filter/web",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: filterOrderDocumentsBody,
      response: filterOrderDocumentsResponse,
    },
  },
  getOrderDocument: {
    operationId: "getOrderDocument",
    method: "GET",
    path: "/api/v1/smartDocument/document/get/web/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: getOrderDocumentParams,
      response: getOrderDocumentResponse,
    },
  },
  listShopOrders: {
    operationId: "listShopOrders",
    method: "GET",
    path: "/api/v1/admin/shop/orders",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: listShopOrdersQuery,
      response: listShopOrdersResponse,
    },
  },
  exportShopOrders: {
    operationId: "exportShopOrders",
    method: "GET",
    path: "/api/v1/admin/shop/orders/export",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: exportShopOrdersQuery,
    },
  },
  getShopOrder: {
    operationId: "getShopOrder",
    method: "GET",
    path: "/api/v1/admin/shop/orders/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: getShopOrderParams,
      response: getShopOrderResponse,
    },
  },
  setShopOrderStatus: {
    operationId: "setShopOrderStatus",
    method: "PUT",
    path: "/api/v1/admin/shop/orders/{id}/status",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: setShopOrderStatusParams,
      body: setShopOrderStatusBody,
      response: setShopOrderStatusResponse,
    },
  },
  setShopOrderPayment: {
    operationId: "setShopOrderPayment",
    method: "PUT",
    path: "/api/v1/admin/shop/orders/{id}/payment",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: setShopOrderPaymentParams,
      body: setShopOrderPaymentBody,
      response: setShopOrderPaymentResponse,
    },
  },
  refundShopOrder: {
    operationId: "refundShopOrder",
    method: "POST",
    path: "/api/v1/admin/shop/orders/{id}/refund",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: refundShopOrderParams,
      body: refundShopOrderBody,
      response: refundShopOrderResponse,
    },
  },
  listShopTaxClasses: {
    operationId: "listShopTaxClasses",
    method: "GET",
    path: "/api/v1/admin/shop/tax-classes",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: listShopTaxClassesResponse,
    },
  },
  createShopTaxClass: {
    operationId: "createShopTaxClass",
    method: "POST",
    path: "/api/v1/admin/shop/tax-classes",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createShopTaxClassBody,
      response: createShopTaxClassResponse,
    },
  },
  updateShopTaxClass: {
    operationId: "updateShopTaxClass",
    method: "PUT",
    path: "/api/v1/admin/shop/tax-classes/{code}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: updateShopTaxClassParams,
      body: updateShopTaxClassBody,
      response: updateShopTaxClassResponse,
    },
  },
  deleteShopTaxClass: {
    operationId: "deleteShopTaxClass",
    method: "DELETE",
    path: "/api/v1/admin/shop/tax-classes/{code}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteShopTaxClassParams,
      response: deleteShopTaxClassResponse,
    },
  },
  listShopDeliveryMethods: {
    operationId: "listShopDeliveryMethods",
    method: "GET",
    path: "/api/v1/admin/shop/delivery-methods",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: listShopDeliveryMethodsResponse,
    },
  },
  createShopDeliveryMethod: {
    operationId: "createShopDeliveryMethod",
    method: "POST",
    path: "/api/v1/admin/shop/delivery-methods",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createShopDeliveryMethodBody,
      response: createShopDeliveryMethodResponse,
    },
  },
  updateShopDeliveryMethod: {
    operationId: "updateShopDeliveryMethod",
    method: "PUT",
    path: "/api/v1/admin/shop/delivery-methods/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: updateShopDeliveryMethodParams,
      body: updateShopDeliveryMethodBody,
      response: updateShopDeliveryMethodResponse,
    },
  },
  deleteShopDeliveryMethod: {
    operationId: "deleteShopDeliveryMethod",
    method: "DELETE",
    path: "/api/v1/admin/shop/delivery-methods/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteShopDeliveryMethodParams,
      response: deleteShopDeliveryMethodResponse,
    },
  },
  listShopPaymentMethods: {
    operationId: "listShopPaymentMethods",
    method: "GET",
    path: "/api/v1/admin/shop/payment-methods",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: listShopPaymentMethodsResponse,
    },
  },
  createShopPaymentMethod: {
    operationId: "createShopPaymentMethod",
    method: "POST",
    path: "/api/v1/admin/shop/payment-methods",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createShopPaymentMethodBody,
      response: createShopPaymentMethodResponse,
    },
  },
  updateShopPaymentMethod: {
    operationId: "updateShopPaymentMethod",
    method: "PUT",
    path: "/api/v1/admin/shop/payment-methods/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: updateShopPaymentMethodParams,
      body: updateShopPaymentMethodBody,
      response: updateShopPaymentMethodResponse,
    },
  },
  deleteShopPaymentMethod: {
    operationId: "deleteShopPaymentMethod",
    method: "DELETE",
    path: "/api/v1/admin/shop/payment-methods/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteShopPaymentMethodParams,
      response: deleteShopPaymentMethodResponse,
    },
  },
  listShopCoupons: {
    operationId: "listShopCoupons",
    method: "GET",
    path: "/api/v1/admin/shop/coupons",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: listShopCouponsResponse,
    },
  },
  createShopCoupon: {
    operationId: "createShopCoupon",
    method: "POST",
    path: "/api/v1/admin/shop/coupons",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createShopCouponBody,
      response: createShopCouponResponse,
    },
  },
  updateShopCoupon: {
    operationId: "updateShopCoupon",
    method: "PUT",
    path: "/api/v1/admin/shop/coupons/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: updateShopCouponParams,
      body: updateShopCouponBody,
      response: updateShopCouponResponse,
    },
  },
  deleteShopCoupon: {
    operationId: "deleteShopCoupon",
    method: "DELETE",
    path: "/api/v1/admin/shop/coupons/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteShopCouponParams,
      response: deleteShopCouponResponse,
    },
  },
  getShopCheckoutSettings: {
    operationId: "getShopCheckoutSettings",
    method: "GET",
    path: "/api/v1/admin/shop/checkout-settings",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: getShopCheckoutSettingsResponse,
    },
  },
  saveShopCheckoutSettings: {
    operationId: "saveShopCheckoutSettings",
    method: "PUT",
    path: "/api/v1/admin/shop/checkout-settings",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: saveShopCheckoutSettingsBody,
      response: saveShopCheckoutSettingsResponse,
    },
  },
  getOrderPdf: {
    operationId: "getOrderPdf",
    method: "GET",
    path: "/api/v1/smartDocument/document/pdf/web/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      params: getOrderPdfParams,
    },
  },
  listConsentAssignments: {
    operationId: "listConsentAssignments",
    method: "GET",
    path: "/api/v1/admin/consents",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: listConsentAssignmentsQuery,
      response: listConsentAssignmentsResponse,
    },
  },
  saveConsent: {
    operationId: "saveConsent",
    method: "POST",
    path: "/api/v1/admin/consents",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: saveConsentBody,
      response: saveConsentResponse,
    },
  },
  saveConsentAssignment: {
    operationId: "saveConsentAssignment",
    method: "PUT",
    path: "/api/v1/admin/consents/assignments",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: saveConsentAssignmentBody,
      response: saveConsentAssignmentResponse,
    },
  },
  checkConsentLog: {
    operationId: "checkConsentLog",
    method: "GET",
    path: "/api/v1/admin/consents/log-check",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      response: checkConsentLogResponse,
    },
  },
  exportDataSubject: {
    operationId: "exportDataSubject",
    method: "GET",
    path: "/api/v1/admin/consents/subject",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: exportDataSubjectQuery,
      response: exportDataSubjectResponse,
    },
  },
  exportDataSubjectCsv: {
    operationId: "exportDataSubjectCsv",
    method: "GET",
    path: "/api/v1/admin/consents/subject/export",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: exportDataSubjectCsvQuery,
    },
  },
  subscribeNewsletter: {
    operationId: "subscribeNewsletter",
    method: "POST",
    path: "/api/v1/marketing/newsletter/subscribe",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: subscribeNewsletterBody,
      response: subscribeNewsletterResponse,
    },
  },
  confirmEmail: {
    operationId: "confirmEmail",
    method: "POST",
    path: "/api/v1/cms/form/confirmEmail",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: confirmEmailBody,
      response: confirmEmailResponse,
    },
  },
  unsubscribeNewsletter: {
    operationId: "unsubscribeNewsletter",
    method: "POST",
    path: "/api/v1/marketing/newsletter/unsubscribe",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      query: unsubscribeNewsletterQuery,
      body: unsubscribeNewsletterBody,
      response: unsubscribeNewsletterResponse,
    },
  },
  listNewsletterSubscribers: {
    operationId: "listNewsletterSubscribers",
    method: "GET",
    path: "/api/v1/admin/newsletter/subscribers",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: listNewsletterSubscribersQuery,
      response: listNewsletterSubscribersResponse,
    },
  },
  exportNewsletterSubscribers: {
    operationId: "exportNewsletterSubscribers",
    method: "GET",
    path: "/api/v1/admin/newsletter/subscribers/export",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: exportNewsletterSubscribersQuery,
    },
  },
  addFailedRequest: {
    operationId: "addFailedRequest",
    method: "POST",
    path: "/api/v1/cms/redirect/addFailedRequest",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: false,
    validate: {
      headers: headers0,
      body: addFailedRequestBody,
      response: addFailedRequestResponse,
    },
  },
  listRedirects: {
    operationId: "listRedirects",
    method: "GET",
    path: "/api/v1/admin/redirects",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: listRedirectsQuery,
      response: listRedirectsResponse,
    },
  },
  createRedirect: {
    operationId: "createRedirect",
    method: "POST",
    path: "/api/v1/admin/redirects",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      body: createRedirectBody,
      response: createRedirectResponse,
    },
  },
  updateRedirect: {
    operationId: "updateRedirect",
    method: "PUT",
    path: "/api/v1/admin/redirects/{id}",
    hasRequiredBody: true,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: updateRedirectParams,
      body: updateRedirectBody,
      response: updateRedirectResponse,
    },
  },
  deleteRedirect: {
    operationId: "deleteRedirect",
    method: "DELETE",
    path: "/api/v1/admin/redirects/{id}",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      params: deleteRedirectParams,
      response: deleteRedirectResponse,
    },
  },
  listMissingUrls: {
    operationId: "listMissingUrls",
    method: "GET",
    path: "/api/v1/admin/redirects/missing",
    hasRequiredBody: false,
    isContent: false,
    requiresBackoffice: true,
    validate: {
      headers: headers0,
      query: listMissingUrlsQuery,
      response: listMissingUrlsResponse,
    },
  },
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;
