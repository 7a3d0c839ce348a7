// DO NOT EDIT: generated from schemas/entities/site-option-values.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/equal.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"SiteOptionValues","description":"Every site option key of spec 3 with the shape of its value. Values are stored as text (SiteOption.value): a key whose schema is a string is taken as it is; any other is JSON text (true, 5, {...}), and an array of strings may also be a comma-separated list. common/site-options.ts parses them through this schema; a stored value that breaks it is ignored and logged. The option filter serves the keys marked x-public to anyone and the others to back-office users only (issue 18: e-mail templates, recipients, site settings); writeOnly keys to no client.","type":"object","properties":{"DefaultLanguage":{"x-public":true,"description":"The site's default language: the API's language when a request names none, and the language of the root \"/\" (docs/decisions/006-default-language-root.md).","$ref":"../common/language-code.schema.json"},"AllowedLanguages":{"x-public":true,"description":"The languages the site is shown in; pages in any other language answer 404.","type":"array","minItems":1,"maxItems":50,"uniqueItems":true,"items":{"$ref":"../common/language-code.schema.json"}},"HomePageSlug":{"x-public":true,"description":"slugMain of the landing page (spec 1).","$ref":"../common/slug.schema.json"},"Brand":{"x-public":true,"type":"string","minLength":1,"maxLength":200},"RootRedirect":{"x-public":true,"description":"spec 2: the root redirects by configuration, with its status code; the target is an internal path of safe characters (spec 5), never \"/\" itself.","title":"RootRedirectOption","type":"object","properties":{"to":{"type":"string","maxLength":2000,"pattern":"^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$","not":{"const":"/"}},"status":{"type":"integer","enum":[301,302,303,307,308],"default":302}},"required":["to"],"additionalProperties":false},"Maintenance":{"x-public":true,"type":"boolean"},"Logo":{"x-public":true,"type":"string","maxLength":2000},"CopyrightText":{"x-public":true,"type":"string","maxLength":1000},"CookieNotice":{"x-public":true,"type":"string","maxLength":5000},"NumberOfStars":{"x-public":true,"type":"integer","minimum":1,"maximum":10},"RequireRatingForComment":{"x-public":true,"type":"boolean"},"RequireCommentForRating":{"x-public":true,"type":"boolean"},"CanCommentOnBlog":{"x-public":true,"description":"Who may comment on blog posts (spec 3 names RegisteredUsers).","type":"string","enum":["RegisteredUsers","Everyone","Nobody"]},"OneUserOneComment":{"x-public":true,"type":"boolean"},"UserCanEditComment":{"x-public":true,"type":"boolean"},"RequireAdminPublishing":{"type":"boolean"},"AnonymousCanMultipleReview":{"x-public":true,"type":"boolean"},"AutoGenerateSiteMap":{"type":"boolean"},"SiteMapOptions":{"title":"SiteMapOptions","type":"object","properties":{"lastmod":{"type":"boolean"},"hreflang":{"type":"boolean"},"images":{"type":"boolean"}},"additionalProperties":false},"WwwPolicy":{"type":"string","enum":["none","www","non-www"]},"PasswordProtection":{"type":"boolean"},"SendEmailTo":{"x-public":true,"type":"string","format":"email","maxLength":320},"RecaptchaSiteKey":{"x-public":true,"description":"issue 21: the site key of reCAPTCHA v2 invisible (spec 9 default); with the server's RECAPTCHA_SECRET the site's forms use reCAPTCHA instead of ALTCHA.","type":"string","minLength":10,"maxLength":100,"pattern":"^[A-Za-z0-9_-]+$"},"SendGdprTo":{"type":"string","format":"email","maxLength":320},"GoogleAnalyticsId":{"x-public":true,"description":"Empty = no tracking (the cookie notice promises only necessary cookies).","type":"string","maxLength":50,"pattern":"^[A-Za-z0-9-]*$"},"GitlabProjectId":{"type":"string","maxLength":50,"pattern":"^[0-9]*$"},"RegisterEmailTemplate":{"description":"spec 3: the e-mail template of registration, also sent to confirm a changed address; {link} leads to the login page with verificationToken (spec 2).","$ref":"./email-templates.schema.json"},"PasswordResetEmailTemplate":{"description":"spec 3: the e-mail template of a password reset; {link} leads to the reset form.","$ref":"./email-templates.schema.json"},"SocialLoginProviders":{"description":"spec 2, 4: the OpenID Connect providers of the social login, one button each on the login page. writeOnly: it holds client secrets, so the option filter never serves it (generated/site-options.ts privateSiteOptionKeys); ids must differ (a repeated id is ignored).","writeOnly":true,"type":"array","maxItems":10,"items":{"$ref":"./social-login-provider-config.schema.json"}},"CheckoutSettings":{"description":"spec 7 getCheckoutSettings: cart addition behaviour, allowed countries, skipShippingStep, bank transfer details (issue 17).","$ref":"./checkout-settings.schema.json"}},"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/site-option-values.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Slug","description":"One URL segment: lower-case letters and digits joined by single hyphens.","type":"string","minLength":1,"maxLength":120,"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$","$id":"https://schemas.vitrina.local/common/slug.schema.json"};
const schema7 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"SocialLoginProviderConfig","description":"One OpenID Connect provider shoppers may sign in through (spec 2 social login, spec 4 social strategy). The client is registered at the provider with the redirect URI <site origin>/social-login (and /en/social-login, /de/social-login for the other languages).","type":"object","properties":{"id":{"description":"The provider's key in links and in the login flow, e.g. google.","type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,39}$"},"name":{"description":"What the button says after 'Prijava putem', e.g. Google.","type":"string","minLength":1,"maxLength":60},"issuer":{"description":"The provider's Issuer Identifier; its /.well-known/openid-configuration is read. https, or http on a loopback address only (a provider on this machine, for development and tests).","type":"string","maxLength":500,"pattern":"^(https://[^\\s/?#]+|http://(localhost|127\\.0\\.0\\.1|\\[::1\\])(:[0-9]{1,5})?)(/[^\\s?#]*)?$"},"clientId":{"type":"string","minLength":1,"maxLength":300},"clientSecret":{"description":"Sent to the token endpoint (client_secret_basic); never served by the option filter.","type":"string","minLength":1,"maxLength":500}},"required":["id","name","issuer","clientId","clientSecret"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/social-login-provider-config.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const func5 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z]{3}$", "u");
const pattern2 = new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u");
const pattern3 = new RegExp("^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$", "u");
const pattern4 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9-]*$", "u");
const pattern6 = new RegExp("^[0-9]*$", "u");
const pattern8 = new RegExp("^[a-z0-9][a-z0-9-]{0,39}$", "u");
const pattern9 = new RegExp("^(https://[^\\s/?#]+|http://(localhost|127\\.0\\.0\\.1|\\[::1\\])(:[0-9]{1,5})?)(/[^\\s?#]*)?$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"EmailTemplates","description":"A mail's template per language (three-letter code); the site's default language is the fallback.","type":"object","propertyNames":{"$ref":"../common/language-code.schema.json"},"additionalProperties":{"$ref":"./email-template.schema.json"},"minProperties":1,"maxProperties":50,"$id":"https://schemas.vitrina.local/entities/email-templates.schema.json"};
const schema6 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"EmailTemplate","description":"One e-mail in one language: subject, plain text and HTML. {link}, {firstName}, {lastName}, {email} and {brand} are filled in when the mail is written (values HTML-escaped in the HTML part).","type":"object","properties":{"subject":{"type":"string","minLength":1,"maxLength":300},"text":{"type":"string","minLength":1,"maxLength":20000},"html":{"type":"string","minLength":1,"maxLength":50000}},"required":["subject","text","html"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/email-template.schema.json"};

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/email-templates.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 50){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(Object.keys(data).length < 1){
const err1 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(func1(key0) > 3){
const err2 = {instancePath,schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",propertyName:key0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(key0) < 3){
const err3 = {instancePath,schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",propertyName:key0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern0.test(key0)){
const err4 = {instancePath,schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath,schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
const err6 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.subject === undefined){
const err7 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./email-template.schema.json/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.text === undefined){
const err8 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./email-template.schema.json/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.html === undefined){
const err9 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./email-template.schema.json/required",keyword:"required",params:{missingProperty: "html"},message:"must have required property '"+"html"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key2 in data0){
if(!(((key2 === "subject") || (key2 === "text")) || (key2 === "html"))){
const err10 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./email-template.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.subject !== undefined){
let data1 = data0.subject;
if(typeof data1 === "string"){
if(func1(data1) > 300){
const err11 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/subject",schemaPath:"./email-template.schema.json/properties/subject/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 1){
const err12 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/subject",schemaPath:"./email-template.schema.json/properties/subject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/subject",schemaPath:"./email-template.schema.json/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.text !== undefined){
let data2 = data0.text;
if(typeof data2 === "string"){
if(func1(data2) > 20000){
const err14 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/text",schemaPath:"./email-template.schema.json/properties/text/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data2) < 1){
const err15 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/text",schemaPath:"./email-template.schema.json/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/text",schemaPath:"./email-template.schema.json/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.html !== undefined){
let data3 = data0.html;
if(typeof data3 === "string"){
if(func1(data3) > 50000){
const err17 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/html",schemaPath:"./email-template.schema.json/properties/html/maxLength",keyword:"maxLength",params:{limit: 50000},message:"must NOT have more than 50000 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data3) < 1){
const err18 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/html",schemaPath:"./email-template.schema.json/properties/html/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/html",schemaPath:"./email-template.schema.json/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./email-template.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema8 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CheckoutSettings","description":"spec 7 getCheckoutSettings (the CheckoutSettings site option): the cart addition behaviour (spec 9: 0 redirect to the cart, 1 stay, 2 popup), allowed countries (a list, one ISO code, or ALL), skipShippingStep, and the bank transfer details.","type":"object","properties":{"cartAdditionBehaviour":{"type":"integer","enum":[0,1,2],"default":2},"allowedCountries":{"oneOf":[{"const":"ALL"},{"type":"string","pattern":"^[A-Z]{2}$"},{"type":"array","minItems":1,"maxItems":300,"uniqueItems":true,"items":{"type":"string","pattern":"^[A-Z]{2}$"}}],"default":"ALL"},"skipShippingStep":{"type":"boolean","default":false},"bankTransfer":{"$ref":"./bank-transfer-details.schema.json"}},"required":["cartAdditionBehaviour","allowedCountries","skipShippingStep"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/checkout-settings.schema.json"};
const schema9 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BankTransferDetails","description":"Where a bank transfer goes (issue 17, HUB-3 payment slip): payee, its address, IBAN, model and reference.","type":"object","properties":{"payee":{"type":"string","maxLength":30,"minLength":1},"payeeStreet":{"type":"string","maxLength":27,"minLength":1},"payeeCity":{"type":"string","maxLength":27,"minLength":1},"iban":{"type":"string","pattern":"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$","minLength":15,"maxLength":34},"model":{"type":"string","pattern":"^HR[0-9]{2}$","minLength":4,"maxLength":4},"reference":{"type":"string","pattern":"^[0-9-]{1,22}$","minLength":1,"maxLength":22},"purposeCode":{"type":"string","pattern":"^[A-Z]{4}$","minLength":4,"maxLength":4},"description":{"type":"string","maxLength":35}},"required":["payee","payeeStreet","payeeCity","iban","model"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/bank-transfer-details.schema.json"};
const pattern10 = new RegExp("^[A-Z]{2}$", "u");
const pattern12 = new RegExp("^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", "u");
const pattern13 = new RegExp("^HR[0-9]{2}$", "u");
const pattern14 = new RegExp("^[0-9-]{1,22}$", "u");
const pattern15 = new RegExp("^[A-Z]{4}$", "u");

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/checkout-settings.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate4.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cartAdditionBehaviour === undefined){
data.cartAdditionBehaviour = 2;
}
if(data.allowedCountries === undefined){
data.allowedCountries = "ALL";
}
if(data.skipShippingStep === undefined){
data.skipShippingStep = false;
}
if(data.cartAdditionBehaviour === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cartAdditionBehaviour"},message:"must have required property '"+"cartAdditionBehaviour"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.allowedCountries === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allowedCountries"},message:"must have required property '"+"allowedCountries"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.skipShippingStep === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skipShippingStep"},message:"must have required property '"+"skipShippingStep"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "cartAdditionBehaviour") || (key0 === "allowedCountries")) || (key0 === "skipShippingStep")) || (key0 === "bankTransfer"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data0 = data.cartAdditionBehaviour;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/cartAdditionBehaviour",schemaPath:"#/properties/cartAdditionBehaviour/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data0 === 0) || (data0 === 1)) || (data0 === 2))){
const err5 = {instancePath:instancePath+"/cartAdditionBehaviour",schemaPath:"#/properties/cartAdditionBehaviour/enum",keyword:"enum",params:{allowedValues: schema8.properties.cartAdditionBehaviour.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data1 = data.allowedCountries;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if("ALL" !== data1){
const err6 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/0/const",keyword:"const",params:{allowedValue: "ALL"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
const err7 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs9 = errors;
if(Array.isArray(data1)){
if(data1.length > 300){
const err9 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/2/maxItems",keyword:"maxItems",params:{limit: 300},message:"must NOT have more than 300 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.length < 1){
const err10 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/2/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
const err11 = {instancePath:instancePath+"/allowedCountries/" + i0,schemaPath:"#/properties/allowedCountries/oneOf/2/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/allowedCountries/" + i0,schemaPath:"#/properties/allowedCountries/oneOf/2/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err13 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/2/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err14 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
}
}
if(!valid1){
const err15 = {instancePath:instancePath+"/allowedCountries",schemaPath:"#/properties/allowedCountries/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
if(typeof data.skipShippingStep !== "boolean"){
const err16 = {instancePath:instancePath+"/skipShippingStep",schemaPath:"#/properties/skipShippingStep/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.bankTransfer !== undefined){
let data4 = data.bankTransfer;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.payee === undefined){
const err17 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payee"},message:"must have required property '"+"payee"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.payeeStreet === undefined){
const err18 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payeeStreet"},message:"must have required property '"+"payeeStreet"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.payeeCity === undefined){
const err19 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "payeeCity"},message:"must have required property '"+"payeeCity"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4.iban === undefined){
const err20 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "iban"},message:"must have required property '"+"iban"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4.model === undefined){
const err21 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data4){
if(!((((((((key1 === "payee") || (key1 === "payeeStreet")) || (key1 === "payeeCity")) || (key1 === "iban")) || (key1 === "model")) || (key1 === "reference")) || (key1 === "purposeCode")) || (key1 === "description"))){
const err22 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.payee !== undefined){
let data5 = data4.payee;
if(typeof data5 === "string"){
if(func1(data5) > 30){
const err23 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func1(data5) < 1){
const err24 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/bankTransfer/payee",schemaPath:"./bank-transfer-details.schema.json/properties/payee/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.payeeStreet !== undefined){
let data6 = data4.payeeStreet;
if(typeof data6 === "string"){
if(func1(data6) > 27){
const err26 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func1(data6) < 1){
const err27 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/bankTransfer/payeeStreet",schemaPath:"./bank-transfer-details.schema.json/properties/payeeStreet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data4.payeeCity !== undefined){
let data7 = data4.payeeCity;
if(typeof data7 === "string"){
if(func1(data7) > 27){
const err29 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/maxLength",keyword:"maxLength",params:{limit: 27},message:"must NOT have more than 27 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func1(data7) < 1){
const err30 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/bankTransfer/payeeCity",schemaPath:"./bank-transfer-details.schema.json/properties/payeeCity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data4.iban !== undefined){
let data8 = data4.iban;
if(typeof data8 === "string"){
if(func1(data8) > 34){
const err32 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/maxLength",keyword:"maxLength",params:{limit: 34},message:"must NOT have more than 34 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func1(data8) < 15){
const err33 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/minLength",keyword:"minLength",params:{limit: 15},message:"must NOT have fewer than 15 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern12.test(data8)){
const err34 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"},message:"must match pattern \""+"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/bankTransfer/iban",schemaPath:"./bank-transfer-details.schema.json/properties/iban/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data4.model !== undefined){
let data9 = data4.model;
if(typeof data9 === "string"){
if(func1(data9) > 4){
const err36 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func1(data9) < 4){
const err37 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern13.test(data9)){
const err38 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/pattern",keyword:"pattern",params:{pattern: "^HR[0-9]{2}$"},message:"must match pattern \""+"^HR[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/bankTransfer/model",schemaPath:"./bank-transfer-details.schema.json/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data4.reference !== undefined){
let data10 = data4.reference;
if(typeof data10 === "string"){
if(func1(data10) > 22){
const err40 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/maxLength",keyword:"maxLength",params:{limit: 22},message:"must NOT have more than 22 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func1(data10) < 1){
const err41 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern14.test(data10)){
const err42 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/pattern",keyword:"pattern",params:{pattern: "^[0-9-]{1,22}$"},message:"must match pattern \""+"^[0-9-]{1,22}$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/bankTransfer/reference",schemaPath:"./bank-transfer-details.schema.json/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data4.purposeCode !== undefined){
let data11 = data4.purposeCode;
if(typeof data11 === "string"){
if(func1(data11) > 4){
const err44 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(func1(data11) < 4){
const err45 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!pattern15.test(data11)){
const err46 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{4}$"},message:"must match pattern \""+"^[A-Z]{4}$"+"\""};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/bankTransfer/purposeCode",schemaPath:"./bank-transfer-details.schema.json/properties/purposeCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data4.description !== undefined){
let data12 = data4.description;
if(typeof data12 === "string"){
if(func1(data12) > 35){
const err48 = {instancePath:instancePath+"/bankTransfer/description",schemaPath:"./bank-transfer-details.schema.json/properties/description/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/bankTransfer/description",schemaPath:"./bank-transfer-details.schema.json/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/bankTransfer",schemaPath:"./bank-transfer-details.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/site-option-values.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.DefaultLanguage !== undefined){
let data0 = data.DefaultLanguage;
if(typeof data0 === "string"){
if(func1(data0) > 3){
const err1 = {instancePath:instancePath+"/DefaultLanguage",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 3){
const err2 = {instancePath:instancePath+"/DefaultLanguage",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/DefaultLanguage",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/DefaultLanguage",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.AllowedLanguages !== undefined){
let data1 = data.AllowedLanguages;
if(Array.isArray(data1)){
if(data1.length > 50){
const err5 = {instancePath:instancePath+"/AllowedLanguages",schemaPath:"#/properties/AllowedLanguages/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/AllowedLanguages",schemaPath:"#/properties/AllowedLanguages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func1(data2) > 3){
const err7 = {instancePath:instancePath+"/AllowedLanguages/" + i0,schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data2) < 3){
const err8 = {instancePath:instancePath+"/AllowedLanguages/" + i0,schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data2)){
const err9 = {instancePath:instancePath+"/AllowedLanguages/" + i0,schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/AllowedLanguages/" + i0,schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func5(data1[i1], data1[j0])){
const err11 = {instancePath:instancePath+"/AllowedLanguages",schemaPath:"#/properties/AllowedLanguages/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err12 = {instancePath:instancePath+"/AllowedLanguages",schemaPath:"#/properties/AllowedLanguages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.HomePageSlug !== undefined){
let data3 = data.HomePageSlug;
if(typeof data3 === "string"){
if(func1(data3) > 120){
const err13 = {instancePath:instancePath+"/HomePageSlug",schemaPath:"../common/slug.schema.json/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data3) < 1){
const err14 = {instancePath:instancePath+"/HomePageSlug",schemaPath:"../common/slug.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern2.test(data3)){
const err15 = {instancePath:instancePath+"/HomePageSlug",schemaPath:"../common/slug.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/HomePageSlug",schemaPath:"../common/slug.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.Brand !== undefined){
let data4 = data.Brand;
if(typeof data4 === "string"){
if(func1(data4) > 200){
const err17 = {instancePath:instancePath+"/Brand",schemaPath:"#/properties/Brand/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data4) < 1){
const err18 = {instancePath:instancePath+"/Brand",schemaPath:"#/properties/Brand/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/Brand",schemaPath:"#/properties/Brand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.RootRedirect !== undefined){
let data5 = data.RootRedirect;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.status === undefined){
data5.status = 302;
}
if(data5.to === undefined){
const err20 = {instancePath:instancePath+"/RootRedirect",schemaPath:"#/properties/RootRedirect/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "to") || (key1 === "status"))){
const err21 = {instancePath:instancePath+"/RootRedirect",schemaPath:"#/properties/RootRedirect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.to !== undefined){
let data6 = data5.to;
const _errs25 = errors;
const _errs26 = errors;
if("/" !== data6){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var valid8 = _errs26 === errors;
if(valid8){
const err23 = {instancePath:instancePath+"/RootRedirect/to",schemaPath:"#/properties/RootRedirect/properties/to/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
if(typeof data6 === "string"){
if(func1(data6) > 2000){
const err24 = {instancePath:instancePath+"/RootRedirect/to",schemaPath:"#/properties/RootRedirect/properties/to/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern3.test(data6)){
const err25 = {instancePath:instancePath+"/RootRedirect/to",schemaPath:"#/properties/RootRedirect/properties/to/pattern",keyword:"pattern",params:{pattern: "^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$"},message:"must match pattern \""+"^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/RootRedirect/to",schemaPath:"#/properties/RootRedirect/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
let data7 = data5.status;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err27 = {instancePath:instancePath+"/RootRedirect/status",schemaPath:"#/properties/RootRedirect/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(((((data7 === 301) || (data7 === 302)) || (data7 === 303)) || (data7 === 307)) || (data7 === 308))){
const err28 = {instancePath:instancePath+"/RootRedirect/status",schemaPath:"#/properties/RootRedirect/properties/status/enum",keyword:"enum",params:{allowedValues: schema0.properties.RootRedirect.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/RootRedirect",schemaPath:"#/properties/RootRedirect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.Maintenance !== undefined){
if(typeof data.Maintenance !== "boolean"){
const err30 = {instancePath:instancePath+"/Maintenance",schemaPath:"#/properties/Maintenance/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.Logo !== undefined){
let data9 = data.Logo;
if(typeof data9 === "string"){
if(func1(data9) > 2000){
const err31 = {instancePath:instancePath+"/Logo",schemaPath:"#/properties/Logo/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/Logo",schemaPath:"#/properties/Logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.CopyrightText !== undefined){
let data10 = data.CopyrightText;
if(typeof data10 === "string"){
if(func1(data10) > 1000){
const err33 = {instancePath:instancePath+"/CopyrightText",schemaPath:"#/properties/CopyrightText/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/CopyrightText",schemaPath:"#/properties/CopyrightText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.CookieNotice !== undefined){
let data11 = data.CookieNotice;
if(typeof data11 === "string"){
if(func1(data11) > 5000){
const err35 = {instancePath:instancePath+"/CookieNotice",schemaPath:"#/properties/CookieNotice/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/CookieNotice",schemaPath:"#/properties/CookieNotice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.NumberOfStars !== undefined){
let data12 = data.NumberOfStars;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err37 = {instancePath:instancePath+"/NumberOfStars",schemaPath:"#/properties/NumberOfStars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 10 || isNaN(data12)){
const err38 = {instancePath:instancePath+"/NumberOfStars",schemaPath:"#/properties/NumberOfStars/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err39 = {instancePath:instancePath+"/NumberOfStars",schemaPath:"#/properties/NumberOfStars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data.RequireRatingForComment !== undefined){
if(typeof data.RequireRatingForComment !== "boolean"){
const err40 = {instancePath:instancePath+"/RequireRatingForComment",schemaPath:"#/properties/RequireRatingForComment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.RequireCommentForRating !== undefined){
if(typeof data.RequireCommentForRating !== "boolean"){
const err41 = {instancePath:instancePath+"/RequireCommentForRating",schemaPath:"#/properties/RequireCommentForRating/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.CanCommentOnBlog !== undefined){
let data15 = data.CanCommentOnBlog;
if(typeof data15 !== "string"){
const err42 = {instancePath:instancePath+"/CanCommentOnBlog",schemaPath:"#/properties/CanCommentOnBlog/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!(((data15 === "RegisteredUsers") || (data15 === "Everyone")) || (data15 === "Nobody"))){
const err43 = {instancePath:instancePath+"/CanCommentOnBlog",schemaPath:"#/properties/CanCommentOnBlog/enum",keyword:"enum",params:{allowedValues: schema0.properties.CanCommentOnBlog.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.OneUserOneComment !== undefined){
if(typeof data.OneUserOneComment !== "boolean"){
const err44 = {instancePath:instancePath+"/OneUserOneComment",schemaPath:"#/properties/OneUserOneComment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.UserCanEditComment !== undefined){
if(typeof data.UserCanEditComment !== "boolean"){
const err45 = {instancePath:instancePath+"/UserCanEditComment",schemaPath:"#/properties/UserCanEditComment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.RequireAdminPublishing !== undefined){
if(typeof data.RequireAdminPublishing !== "boolean"){
const err46 = {instancePath:instancePath+"/RequireAdminPublishing",schemaPath:"#/properties/RequireAdminPublishing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.AnonymousCanMultipleReview !== undefined){
if(typeof data.AnonymousCanMultipleReview !== "boolean"){
const err47 = {instancePath:instancePath+"/AnonymousCanMultipleReview",schemaPath:"#/properties/AnonymousCanMultipleReview/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.AutoGenerateSiteMap !== undefined){
if(typeof data.AutoGenerateSiteMap !== "boolean"){
const err48 = {instancePath:instancePath+"/AutoGenerateSiteMap",schemaPath:"#/properties/AutoGenerateSiteMap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.SiteMapOptions !== undefined){
let data21 = data.SiteMapOptions;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key2 in data21){
if(!(((key2 === "lastmod") || (key2 === "hreflang")) || (key2 === "images"))){
const err49 = {instancePath:instancePath+"/SiteMapOptions",schemaPath:"#/properties/SiteMapOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data21.lastmod !== undefined){
if(typeof data21.lastmod !== "boolean"){
const err50 = {instancePath:instancePath+"/SiteMapOptions/lastmod",schemaPath:"#/properties/SiteMapOptions/properties/lastmod/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data21.hreflang !== undefined){
if(typeof data21.hreflang !== "boolean"){
const err51 = {instancePath:instancePath+"/SiteMapOptions/hreflang",schemaPath:"#/properties/SiteMapOptions/properties/hreflang/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data21.images !== undefined){
if(typeof data21.images !== "boolean"){
const err52 = {instancePath:instancePath+"/SiteMapOptions/images",schemaPath:"#/properties/SiteMapOptions/properties/images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/SiteMapOptions",schemaPath:"#/properties/SiteMapOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.WwwPolicy !== undefined){
let data25 = data.WwwPolicy;
if(typeof data25 !== "string"){
const err54 = {instancePath:instancePath+"/WwwPolicy",schemaPath:"#/properties/WwwPolicy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(!(((data25 === "none") || (data25 === "www")) || (data25 === "non-www"))){
const err55 = {instancePath:instancePath+"/WwwPolicy",schemaPath:"#/properties/WwwPolicy/enum",keyword:"enum",params:{allowedValues: schema0.properties.WwwPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.PasswordProtection !== undefined){
if(typeof data.PasswordProtection !== "boolean"){
const err56 = {instancePath:instancePath+"/PasswordProtection",schemaPath:"#/properties/PasswordProtection/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.SendEmailTo !== undefined){
let data27 = data.SendEmailTo;
if(typeof data27 === "string"){
if(func1(data27) > 320){
const err57 = {instancePath:instancePath+"/SendEmailTo",schemaPath:"#/properties/SendEmailTo/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!(formats0.test(data27))){
const err58 = {instancePath:instancePath+"/SendEmailTo",schemaPath:"#/properties/SendEmailTo/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/SendEmailTo",schemaPath:"#/properties/SendEmailTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.RecaptchaSiteKey !== undefined){
let data28 = data.RecaptchaSiteKey;
if(typeof data28 === "string"){
if(func1(data28) > 100){
const err60 = {instancePath:instancePath+"/RecaptchaSiteKey",schemaPath:"#/properties/RecaptchaSiteKey/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func1(data28) < 10){
const err61 = {instancePath:instancePath+"/RecaptchaSiteKey",schemaPath:"#/properties/RecaptchaSiteKey/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!pattern4.test(data28)){
const err62 = {instancePath:instancePath+"/RecaptchaSiteKey",schemaPath:"#/properties/RecaptchaSiteKey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/RecaptchaSiteKey",schemaPath:"#/properties/RecaptchaSiteKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.SendGdprTo !== undefined){
let data29 = data.SendGdprTo;
if(typeof data29 === "string"){
if(func1(data29) > 320){
const err64 = {instancePath:instancePath+"/SendGdprTo",schemaPath:"#/properties/SendGdprTo/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!(formats0.test(data29))){
const err65 = {instancePath:instancePath+"/SendGdprTo",schemaPath:"#/properties/SendGdprTo/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/SendGdprTo",schemaPath:"#/properties/SendGdprTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.GoogleAnalyticsId !== undefined){
let data30 = data.GoogleAnalyticsId;
if(typeof data30 === "string"){
if(func1(data30) > 50){
const err67 = {instancePath:instancePath+"/GoogleAnalyticsId",schemaPath:"#/properties/GoogleAnalyticsId/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!pattern5.test(data30)){
const err68 = {instancePath:instancePath+"/GoogleAnalyticsId",schemaPath:"#/properties/GoogleAnalyticsId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/GoogleAnalyticsId",schemaPath:"#/properties/GoogleAnalyticsId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.GitlabProjectId !== undefined){
let data31 = data.GitlabProjectId;
if(typeof data31 === "string"){
if(func1(data31) > 50){
const err70 = {instancePath:instancePath+"/GitlabProjectId",schemaPath:"#/properties/GitlabProjectId/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(!pattern6.test(data31)){
const err71 = {instancePath:instancePath+"/GitlabProjectId",schemaPath:"#/properties/GitlabProjectId/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/GitlabProjectId",schemaPath:"#/properties/GitlabProjectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.RegisterEmailTemplate !== undefined){
if(!(validate1(data.RegisterEmailTemplate, {instancePath:instancePath+"/RegisterEmailTemplate",parentData:data,parentDataProperty:"RegisterEmailTemplate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
if(data.PasswordResetEmailTemplate !== undefined){
if(!(validate1(data.PasswordResetEmailTemplate, {instancePath:instancePath+"/PasswordResetEmailTemplate",parentData:data,parentDataProperty:"PasswordResetEmailTemplate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
if(data.SocialLoginProviders !== undefined){
let data34 = data.SocialLoginProviders;
if(Array.isArray(data34)){
if(data34.length > 10){
const err73 = {instancePath:instancePath+"/SocialLoginProviders",schemaPath:"#/properties/SocialLoginProviders/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
const len1 = data34.length;
for(let i2=0; i2<len1; i2++){
let data35 = data34[i2];
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.id === undefined){
const err74 = {instancePath:instancePath+"/SocialLoginProviders/" + i2,schemaPath:"./social-login-provider-config.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data35.name === undefined){
const err75 = {instancePath:instancePath+"/SocialLoginProviders/" + i2,schemaPath:"./social-login-provider-config.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data35.issuer === undefined){
const err76 = {instancePath:instancePath+"/SocialLoginProviders/" + i2,schemaPath:"./social-login-provider-config.schema.json/required",keyword:"required",params:{missingProperty: "issuer"},message:"must have required property '"+"issuer"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data35.clientId === undefined){
const err77 = {instancePath:instancePath+"/SocialLoginProviders/" + i2,schemaPath:"./social-login-provider-config.schema.json/required",keyword:"required",params:{missingProperty: "clientId"},message:"must have required property '"+"clientId"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data35.clientSecret === undefined){
const err78 = {instancePath:instancePath+"/SocialLoginProviders/" + i2,schemaPath:"./social-login-provider-config.schema.json/required",keyword:"required",params:{missingProperty: "clientSecret"},message:"must have required property '"+"clientSecret"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
for(const key3 in data35){
if(!(((((key3 === "id") || (key3 === "name")) || (key3 === "issuer")) || (key3 === "clientId")) || (key3 === "clientSecret"))){
const err79 = {instancePath:instancePath+"/SocialLoginProviders/" + i2,schemaPath:"./social-login-provider-config.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data35.id !== undefined){
let data36 = data35.id;
if(typeof data36 === "string"){
if(!pattern8.test(data36)){
const err80 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/id",schemaPath:"./social-login-provider-config.schema.json/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,39}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,39}$"+"\""};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/id",schemaPath:"./social-login-provider-config.schema.json/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data35.name !== undefined){
let data37 = data35.name;
if(typeof data37 === "string"){
if(func1(data37) > 60){
const err82 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/name",schemaPath:"./social-login-provider-config.schema.json/properties/name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(func1(data37) < 1){
const err83 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/name",schemaPath:"./social-login-provider-config.schema.json/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/name",schemaPath:"./social-login-provider-config.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data35.issuer !== undefined){
let data38 = data35.issuer;
if(typeof data38 === "string"){
if(func1(data38) > 500){
const err85 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/issuer",schemaPath:"./social-login-provider-config.schema.json/properties/issuer/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(!pattern9.test(data38)){
const err86 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/issuer",schemaPath:"./social-login-provider-config.schema.json/properties/issuer/pattern",keyword:"pattern",params:{pattern: "^(https://[^\\s/?#]+|http://(localhost|127\\.0\\.0\\.1|\\[::1\\])(:[0-9]{1,5})?)(/[^\\s?#]*)?$"},message:"must match pattern \""+"^(https://[^\\s/?#]+|http://(localhost|127\\.0\\.0\\.1|\\[::1\\])(:[0-9]{1,5})?)(/[^\\s?#]*)?$"+"\""};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/issuer",schemaPath:"./social-login-provider-config.schema.json/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data35.clientId !== undefined){
let data39 = data35.clientId;
if(typeof data39 === "string"){
if(func1(data39) > 300){
const err88 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/clientId",schemaPath:"./social-login-provider-config.schema.json/properties/clientId/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(func1(data39) < 1){
const err89 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/clientId",schemaPath:"./social-login-provider-config.schema.json/properties/clientId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/clientId",schemaPath:"./social-login-provider-config.schema.json/properties/clientId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data35.clientSecret !== undefined){
let data40 = data35.clientSecret;
if(typeof data40 === "string"){
if(func1(data40) > 500){
const err91 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/clientSecret",schemaPath:"./social-login-provider-config.schema.json/properties/clientSecret/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(func1(data40) < 1){
const err92 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/clientSecret",schemaPath:"./social-login-provider-config.schema.json/properties/clientSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/SocialLoginProviders/" + i2+"/clientSecret",schemaPath:"./social-login-provider-config.schema.json/properties/clientSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/SocialLoginProviders/" + i2,schemaPath:"./social-login-provider-config.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/SocialLoginProviders",schemaPath:"#/properties/SocialLoginProviders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.CheckoutSettings !== undefined){
if(!(validate4(data.CheckoutSettings, {instancePath:instancePath+"/CheckoutSettings",parentData:data,parentDataProperty:"CheckoutSettings",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
}
}
else {
const err96 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

