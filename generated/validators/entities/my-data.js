// DO NOT EDIT: generated from schemas/entities/my-data.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MyData","description":"Everything the site holds about the logged-in user (issue 9, GDPR access): the account, its addresses, its wishlist, recorded consents, sessions and pending links (times only, never a token or its hash), and the mails sent to the account's address (tokens in their links removed).","type":"object","properties":{"exportedAt":{"type":"string","format":"date-time","maxLength":40},"account":{"title":"MyDataAccount","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"email":{"type":"string","format":"email","minLength":1,"maxLength":254},"username":{"type":"string","minLength":1,"maxLength":254},"details":{"type":"object","properties":{"firstName":{"type":"string","maxLength":100},"lastName":{"type":"string","maxLength":100}},"required":["firstName","lastName"],"additionalProperties":false},"memberCardBarcode":{"type":["string","null"],"maxLength":64},"isBackofficeUser":{"type":"boolean"},"scope":{"type":"string","maxLength":500},"emailVerifiedAt":{"type":["string","null"],"format":"date-time","maxLength":40},"createdAt":{"type":"string","format":"date-time","maxLength":40}},"required":["id","email","username","details","memberCardBarcode","isBackofficeUser","scope","emailVerifiedAt","createdAt"],"additionalProperties":false},"addresses":{"type":"array","maxItems":50,"items":{"$ref":"./address.schema.json"}},"wishlist":{"description":"Products on the user's wishlist (spec 3 Wishlist item), newest first.","type":"array","maxItems":500,"items":{"title":"MyDataWishlistItem","type":"object","properties":{"product_id":{"type":"integer","minimum":1,"maximum":2147483647},"createdAt":{"type":"string","format":"date-time","maxLength":40}},"required":["product_id","createdAt"],"additionalProperties":false}},"comments":{"description":"The account's comments and ratings on posts and reviews of products (decision 052), every status, newest first; the newest 1,000 when there are more.","type":"array","maxItems":1000,"items":{"title":"MyDataComment","type":"object","properties":{"postId":{"anyOf":[{"type":"integer","minimum":1,"maximum":2147483647},{"type":"null"}]},"productId":{"anyOf":[{"type":"integer","minimum":1,"maximum":2147483647},{"type":"null"}]},"body":{"type":"string","maxLength":5000},"rating":{"anyOf":[{"type":"integer","minimum":1,"maximum":10},{"type":"null"}]},"status":{"type":"string","enum":["published","pending","rejected"]},"languageCode":{"$ref":"../common/language-code.schema.json"},"createdAt":{"type":"string","format":"date-time","maxLength":40},"updatedAt":{"type":"string","format":"date-time","maxLength":40}},"required":["postId","productId","body","rating","status","languageCode","createdAt","updatedAt"],"additionalProperties":false}},"consents":{"description":"The account's entries of the consent log (spec 3 Consent, spec 7 consent log fields; decision 047): each consent accepted or withdrawn, the id the form sent, the consent's uniqueNumber and the version of its text.","type":"array","maxItems":1000,"items":{"$ref":"./consent-log-entry.schema.json"}},"sessions":{"description":"The account's access and refresh tokens as times only (spec 3 Auth tokens).","type":"array","maxItems":1000,"items":{"title":"MyDataSession","type":"object","properties":{"kind":{"type":"string","enum":["access","refresh"]},"createdAt":{"type":"string","format":"date-time","maxLength":40},"expiresAt":{"type":"string","format":"date-time","maxLength":40},"usedAt":{"type":["string","null"],"format":"date-time","maxLength":40}},"required":["kind","createdAt","expiresAt","usedAt"],"additionalProperties":false}},"pendingLinks":{"description":"Verification and password reset links not yet followed, as times only.","type":"array","maxItems":100,"items":{"title":"MyDataPendingLink","type":"object","properties":{"purpose":{"type":"string","enum":["verifyEmail","resetPassword"]},"email":{"type":"string","maxLength":254},"createdAt":{"type":"string","format":"date-time","maxLength":40},"expiresAt":{"type":"string","format":"date-time","maxLength":40}},"required":["purpose","email","createdAt","expiresAt"],"additionalProperties":false}},"mails":{"description":"Mails to the account's address, newest first, with the tokens of their links replaced.","type":"array","maxItems":200,"items":{"title":"MyDataMail","type":"object","properties":{"to":{"type":"string","maxLength":254},"subject":{"type":"string","maxLength":500},"text":{"type":"string","maxLength":100000},"html":{"type":"string","maxLength":200000},"template":{"type":"string","enum":["verifyEmail","resetPassword","orderConfirmation","orderNotice","newsletterConfirm","newsletterWelcome","gdprNotice","formSubmission","formConfirm","contactMessage"]},"language":{"$ref":"../common/language-code.schema.json"},"status":{"type":"string","enum":["queued","pending","sent","failed"]},"createdAt":{"type":"string","format":"date-time","maxLength":40},"sentAt":{"type":["string","null"],"format":"date-time","maxLength":40}},"required":["to","subject","text","html","template","language","status","createdAt","sentAt"],"additionalProperties":false}}},"required":["exportedAt","account","addresses","wishlist","comments","consents","sessions","pendingLinks","mails"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/my-data.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Address","description":"A saved address of a user (spec 3).","type":"object","properties":{"type":{"description":"spec 3, 9: saved addresses are Main or Shipping.","type":"string","enum":["Main","Shipping"]},"firstName":{"type":"string","minLength":1,"maxLength":100},"lastName":{"type":"string","minLength":1,"maxLength":100},"contactEmail":{"type":"string","format":"email","minLength":1,"maxLength":254},"contactPhone":{"type":"string","minLength":1,"maxLength":30,"pattern":"^\\+?[0-9 ()/-]+$"},"country":{"description":"ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75.","type":"string","minLength":1,"maxLength":75,"pattern":"^[A-Z]{2}$"},"city":{"type":"string","minLength":1,"maxLength":75},"street":{"type":"string","minLength":1,"maxLength":75},"houseNumber":{"type":"string","minLength":1,"maxLength":15},"zipCode":{"type":"string","minLength":1,"maxLength":25},"region":{"type":["string","null"],"maxLength":75},"companyName":{"type":["string","null"],"maxLength":200},"companyOIB":{"type":["string","null"],"maxLength":11},"id":{"type":"integer","minimum":1,"maximum":2147483647}},"required":["id","type","firstName","lastName","contactEmail","contactPhone","country","city","street","houseNumber","zipCode","region","companyName","companyOIB"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/address.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ConsentLogEntry","description":"One entry of the consent log as a data subject or an admin reads it (spec 7 consent log fields; decision 047): a consent accepted or withdrawn, the id the form sent, the consent's uniqueNumber, the version of its text, the form and the time.","type":"object","properties":{"consentId":{"type":"string","minLength":1,"maxLength":100},"uniqueNumber":{"type":"string","minLength":1,"maxLength":50},"version":{"type":"integer","minimum":1,"maximum":2147483647},"form":{"type":"string","minLength":1,"maxLength":100},"status":{"type":"string","enum":["accepted","withdrawn"]},"email":{"type":"string","maxLength":254},"statusTimestamp":{"type":"string","format":"date-time","maxLength":40}},"required":["consentId","uniqueNumber","version","form","status","email","statusTimestamp"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/consent-log-entry.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const formats0 = __cjs(__m0).fullFormats["date-time"];
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const pattern0 = new RegExp("^\\+?[0-9 ()/-]+$", "u");
const pattern1 = new RegExp("^[A-Z]{2}$", "u");
const pattern2 = new RegExp("^[a-z]{3}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/my-data.schema.json" */;
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
if(data.exportedAt === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exportedAt"},message:"must have required property '"+"exportedAt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.account === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account"},message:"must have required property '"+"account"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.addresses === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "addresses"},message:"must have required property '"+"addresses"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.wishlist === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "wishlist"},message:"must have required property '"+"wishlist"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.comments === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "comments"},message:"must have required property '"+"comments"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.consents === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consents"},message:"must have required property '"+"consents"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.sessions === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sessions"},message:"must have required property '"+"sessions"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.pendingLinks === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pendingLinks"},message:"must have required property '"+"pendingLinks"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.mails === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mails"},message:"must have required property '"+"mails"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.exportedAt !== undefined){
let data0 = data.exportedAt;
if(typeof data0 === "string"){
if(func1(data0) > 40){
const err10 = {instancePath:instancePath+"/exportedAt",schemaPath:"#/properties/exportedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats0.validate(data0))){
const err11 = {instancePath:instancePath+"/exportedAt",schemaPath:"#/properties/exportedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err12 = {instancePath:instancePath+"/exportedAt",schemaPath:"#/properties/exportedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.account !== undefined){
let data1 = data.account;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err13 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.email === undefined){
const err14 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.username === undefined){
const err15 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.details === undefined){
const err16 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data1.memberCardBarcode === undefined){
const err17 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "memberCardBarcode"},message:"must have required property '"+"memberCardBarcode"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data1.isBackofficeUser === undefined){
const err18 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "isBackofficeUser"},message:"must have required property '"+"isBackofficeUser"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data1.scope === undefined){
const err19 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data1.emailVerifiedAt === undefined){
const err20 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "emailVerifiedAt"},message:"must have required property '"+"emailVerifiedAt"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data1.createdAt === undefined){
const err21 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data1){
if(!(func0.call(schema0.properties.account.properties, key1))){
const err22 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err23 = {instancePath:instancePath+"/account/id",schemaPath:"#/properties/account/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err24 = {instancePath:instancePath+"/account/id",schemaPath:"#/properties/account/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err25 = {instancePath:instancePath+"/account/id",schemaPath:"#/properties/account/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data1.email !== undefined){
let data3 = data1.email;
if(typeof data3 === "string"){
if(func1(data3) > 254){
const err26 = {instancePath:instancePath+"/account/email",schemaPath:"#/properties/account/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func1(data3) < 1){
const err27 = {instancePath:instancePath+"/account/email",schemaPath:"#/properties/account/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats2.test(data3))){
const err28 = {instancePath:instancePath+"/account/email",schemaPath:"#/properties/account/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err29 = {instancePath:instancePath+"/account/email",schemaPath:"#/properties/account/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.username !== undefined){
let data4 = data1.username;
if(typeof data4 === "string"){
if(func1(data4) > 254){
const err30 = {instancePath:instancePath+"/account/username",schemaPath:"#/properties/account/properties/username/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func1(data4) < 1){
const err31 = {instancePath:instancePath+"/account/username",schemaPath:"#/properties/account/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err32 = {instancePath:instancePath+"/account/username",schemaPath:"#/properties/account/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data1.details !== undefined){
let data5 = data1.details;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.firstName === undefined){
const err33 = {instancePath:instancePath+"/account/details",schemaPath:"#/properties/account/properties/details/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data5.lastName === undefined){
const err34 = {instancePath:instancePath+"/account/details",schemaPath:"#/properties/account/properties/details/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key2 in data5){
if(!((key2 === "firstName") || (key2 === "lastName"))){
const err35 = {instancePath:instancePath+"/account/details",schemaPath:"#/properties/account/properties/details/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data5.firstName !== undefined){
let data6 = data5.firstName;
if(typeof data6 === "string"){
if(func1(data6) > 100){
const err36 = {instancePath:instancePath+"/account/details/firstName",schemaPath:"#/properties/account/properties/details/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/account/details/firstName",schemaPath:"#/properties/account/properties/details/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data5.lastName !== undefined){
let data7 = data5.lastName;
if(typeof data7 === "string"){
if(func1(data7) > 100){
const err38 = {instancePath:instancePath+"/account/details/lastName",schemaPath:"#/properties/account/properties/details/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err39 = {instancePath:instancePath+"/account/details/lastName",schemaPath:"#/properties/account/properties/details/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err40 = {instancePath:instancePath+"/account/details",schemaPath:"#/properties/account/properties/details/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data1.memberCardBarcode !== undefined){
let data8 = data1.memberCardBarcode;
if((typeof data8 !== "string") && (data8 !== null)){
const err41 = {instancePath:instancePath+"/account/memberCardBarcode",schemaPath:"#/properties/account/properties/memberCardBarcode/type",keyword:"type",params:{type: schema0.properties.account.properties.memberCardBarcode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data8 === "string"){
if(func1(data8) > 64){
const err42 = {instancePath:instancePath+"/account/memberCardBarcode",schemaPath:"#/properties/account/properties/memberCardBarcode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data1.isBackofficeUser !== undefined){
if(typeof data1.isBackofficeUser !== "boolean"){
const err43 = {instancePath:instancePath+"/account/isBackofficeUser",schemaPath:"#/properties/account/properties/isBackofficeUser/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data1.scope !== undefined){
let data10 = data1.scope;
if(typeof data10 === "string"){
if(func1(data10) > 500){
const err44 = {instancePath:instancePath+"/account/scope",schemaPath:"#/properties/account/properties/scope/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/account/scope",schemaPath:"#/properties/account/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data1.emailVerifiedAt !== undefined){
let data11 = data1.emailVerifiedAt;
if((typeof data11 !== "string") && (data11 !== null)){
const err46 = {instancePath:instancePath+"/account/emailVerifiedAt",schemaPath:"#/properties/account/properties/emailVerifiedAt/type",keyword:"type",params:{type: schema0.properties.account.properties.emailVerifiedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data11 === "string"){
if(func1(data11) > 40){
const err47 = {instancePath:instancePath+"/account/emailVerifiedAt",schemaPath:"#/properties/account/properties/emailVerifiedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!(formats0.validate(data11))){
const err48 = {instancePath:instancePath+"/account/emailVerifiedAt",schemaPath:"#/properties/account/properties/emailVerifiedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
if(data1.createdAt !== undefined){
let data12 = data1.createdAt;
if(typeof data12 === "string"){
if(func1(data12) > 40){
const err49 = {instancePath:instancePath+"/account/createdAt",schemaPath:"#/properties/account/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!(formats0.validate(data12))){
const err50 = {instancePath:instancePath+"/account/createdAt",schemaPath:"#/properties/account/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/account/createdAt",schemaPath:"#/properties/account/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.addresses !== undefined){
let data13 = data.addresses;
if(Array.isArray(data13)){
if(data13.length > 50){
const err53 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.id === undefined){
const err54 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data14.type === undefined){
const err55 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data14.firstName === undefined){
const err56 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data14.lastName === undefined){
const err57 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data14.contactEmail === undefined){
const err58 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "contactEmail"},message:"must have required property '"+"contactEmail"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data14.contactPhone === undefined){
const err59 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "contactPhone"},message:"must have required property '"+"contactPhone"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data14.country === undefined){
const err60 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data14.city === undefined){
const err61 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data14.street === undefined){
const err62 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data14.houseNumber === undefined){
const err63 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "houseNumber"},message:"must have required property '"+"houseNumber"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data14.zipCode === undefined){
const err64 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data14.region === undefined){
const err65 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "region"},message:"must have required property '"+"region"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data14.companyName === undefined){
const err66 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data14.companyOIB === undefined){
const err67 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "companyOIB"},message:"must have required property '"+"companyOIB"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
for(const key3 in data14){
if(!(func0.call(schema1.properties, key3))){
const err68 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data14.type !== undefined){
let data15 = data14.type;
if(typeof data15 !== "string"){
const err69 = {instancePath:instancePath+"/addresses/" + i0+"/type",schemaPath:"./address.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!((data15 === "Main") || (data15 === "Shipping"))){
const err70 = {instancePath:instancePath+"/addresses/" + i0+"/type",schemaPath:"./address.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data14.firstName !== undefined){
let data16 = data14.firstName;
if(typeof data16 === "string"){
if(func1(data16) > 100){
const err71 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"./address.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(func1(data16) < 1){
const err72 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"./address.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"./address.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data14.lastName !== undefined){
let data17 = data14.lastName;
if(typeof data17 === "string"){
if(func1(data17) > 100){
const err74 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"./address.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func1(data17) < 1){
const err75 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"./address.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"./address.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data14.contactEmail !== undefined){
let data18 = data14.contactEmail;
if(typeof data18 === "string"){
if(func1(data18) > 254){
const err77 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(func1(data18) < 1){
const err78 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(!(formats2.test(data18))){
const err79 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data14.contactPhone !== undefined){
let data19 = data14.contactPhone;
if(typeof data19 === "string"){
if(func1(data19) > 30){
const err81 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(func1(data19) < 1){
const err82 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(!pattern0.test(data19)){
const err83 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()/-]+$"},message:"must match pattern \""+"^\\+?[0-9 ()/-]+$"+"\""};
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
const err84 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data14.country !== undefined){
let data20 = data14.country;
if(typeof data20 === "string"){
if(func1(data20) > 75){
const err85 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"./address.schema.json/properties/country/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(func1(data20) < 1){
const err86 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"./address.schema.json/properties/country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(!pattern1.test(data20)){
const err87 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"./address.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"./address.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data14.city !== undefined){
let data21 = data14.city;
if(typeof data21 === "string"){
if(func1(data21) > 75){
const err89 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"./address.schema.json/properties/city/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(func1(data21) < 1){
const err90 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"./address.schema.json/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"./address.schema.json/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data14.street !== undefined){
let data22 = data14.street;
if(typeof data22 === "string"){
if(func1(data22) > 75){
const err92 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"./address.schema.json/properties/street/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(func1(data22) < 1){
const err93 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"./address.schema.json/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"./address.schema.json/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data14.houseNumber !== undefined){
let data23 = data14.houseNumber;
if(typeof data23 === "string"){
if(func1(data23) > 15){
const err95 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"./address.schema.json/properties/houseNumber/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(func1(data23) < 1){
const err96 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"./address.schema.json/properties/houseNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"./address.schema.json/properties/houseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data14.zipCode !== undefined){
let data24 = data14.zipCode;
if(typeof data24 === "string"){
if(func1(data24) > 25){
const err98 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"./address.schema.json/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(func1(data24) < 1){
const err99 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"./address.schema.json/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"./address.schema.json/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data14.region !== undefined){
let data25 = data14.region;
if((typeof data25 !== "string") && (data25 !== null)){
const err101 = {instancePath:instancePath+"/addresses/" + i0+"/region",schemaPath:"./address.schema.json/properties/region/type",keyword:"type",params:{type: schema1.properties.region.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(typeof data25 === "string"){
if(func1(data25) > 75){
const err102 = {instancePath:instancePath+"/addresses/" + i0+"/region",schemaPath:"./address.schema.json/properties/region/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
if(data14.companyName !== undefined){
let data26 = data14.companyName;
if((typeof data26 !== "string") && (data26 !== null)){
const err103 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"./address.schema.json/properties/companyName/type",keyword:"type",params:{type: schema1.properties.companyName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(typeof data26 === "string"){
if(func1(data26) > 200){
const err104 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"./address.schema.json/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
if(data14.companyOIB !== undefined){
let data27 = data14.companyOIB;
if((typeof data27 !== "string") && (data27 !== null)){
const err105 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"./address.schema.json/properties/companyOIB/type",keyword:"type",params:{type: schema1.properties.companyOIB.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(typeof data27 === "string"){
if(func1(data27) > 11){
const err106 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"./address.schema.json/properties/companyOIB/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
if(data14.id !== undefined){
let data28 = data14.id;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err107 = {instancePath:instancePath+"/addresses/" + i0+"/id",schemaPath:"./address.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 > 2147483647 || isNaN(data28)){
const err108 = {instancePath:instancePath+"/addresses/" + i0+"/id",schemaPath:"./address.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data28 < 1 || isNaN(data28)){
const err109 = {instancePath:instancePath+"/addresses/" + i0+"/id",schemaPath:"./address.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
}
else {
const err110 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"./address.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data.wishlist !== undefined){
let data29 = data.wishlist;
if(Array.isArray(data29)){
if(data29.length > 500){
const err112 = {instancePath:instancePath+"/wishlist",schemaPath:"#/properties/wishlist/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
const len1 = data29.length;
for(let i1=0; i1<len1; i1++){
let data30 = data29[i1];
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.product_id === undefined){
const err113 = {instancePath:instancePath+"/wishlist/" + i1,schemaPath:"#/properties/wishlist/items/required",keyword:"required",params:{missingProperty: "product_id"},message:"must have required property '"+"product_id"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data30.createdAt === undefined){
const err114 = {instancePath:instancePath+"/wishlist/" + i1,schemaPath:"#/properties/wishlist/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
for(const key4 in data30){
if(!((key4 === "product_id") || (key4 === "createdAt"))){
const err115 = {instancePath:instancePath+"/wishlist/" + i1,schemaPath:"#/properties/wishlist/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data30.product_id !== undefined){
let data31 = data30.product_id;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err116 = {instancePath:instancePath+"/wishlist/" + i1+"/product_id",schemaPath:"#/properties/wishlist/items/properties/product_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 > 2147483647 || isNaN(data31)){
const err117 = {instancePath:instancePath+"/wishlist/" + i1+"/product_id",schemaPath:"#/properties/wishlist/items/properties/product_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data31 < 1 || isNaN(data31)){
const err118 = {instancePath:instancePath+"/wishlist/" + i1+"/product_id",schemaPath:"#/properties/wishlist/items/properties/product_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
if(data30.createdAt !== undefined){
let data32 = data30.createdAt;
if(typeof data32 === "string"){
if(func1(data32) > 40){
const err119 = {instancePath:instancePath+"/wishlist/" + i1+"/createdAt",schemaPath:"#/properties/wishlist/items/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(!(formats0.validate(data32))){
const err120 = {instancePath:instancePath+"/wishlist/" + i1+"/createdAt",schemaPath:"#/properties/wishlist/items/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/wishlist/" + i1+"/createdAt",schemaPath:"#/properties/wishlist/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/wishlist/" + i1,schemaPath:"#/properties/wishlist/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/wishlist",schemaPath:"#/properties/wishlist/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data.comments !== undefined){
let data33 = data.comments;
if(Array.isArray(data33)){
if(data33.length > 1000){
const err124 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
const len2 = data33.length;
for(let i2=0; i2<len2; i2++){
let data34 = data33[i2];
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.postId === undefined){
const err125 = {instancePath:instancePath+"/comments/" + i2,schemaPath:"#/properties/comments/items/required",keyword:"required",params:{missingProperty: "postId"},message:"must have required property '"+"postId"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data34.productId === undefined){
const err126 = {instancePath:instancePath+"/comments/" + i2,schemaPath:"#/properties/comments/items/required",keyword:"required",params:{missingProperty: "productId"},message:"must have required property '"+"productId"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data34.body === undefined){
const err127 = {instancePath:instancePath+"/comments/" + i2,schemaPath:"#/properties/comments/items/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data34.rating === undefined){
const err128 = {instancePath:instancePath+"/comments/" + i2,schemaPath:"#/properties/comments/items/required",keyword:"required",params:{missingProperty: "rating"},message:"must have required property '"+"rating"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data34.status === undefined){
const err129 = {instancePath:instancePath+"/comments/" + i2,schemaPath:"#/properties/comments/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data34.languageCode === undefined){
const err130 = {instancePath:instancePath+"/comments/" + i2,schemaPath:"#/properties/comments/items/required",keyword:"required",params:{missingProperty: "languageCode"},message:"must have required property '"+"languageCode"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data34.createdAt === undefined){
const err131 = {instancePath:instancePath+"/comments/" + i2,schemaPath:"#/properties/comments/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data34.updatedAt === undefined){
const err132 = {instancePath:instancePath+"/comments/" + i2,schemaPath:"#/properties/comments/items/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
for(const key5 in data34){
if(!((((((((key5 === "postId") || (key5 === "productId")) || (key5 === "body")) || (key5 === "rating")) || (key5 === "status")) || (key5 === "languageCode")) || (key5 === "createdAt")) || (key5 === "updatedAt"))){
const err133 = {instancePath:instancePath+"/comments/" + i2,schemaPath:"#/properties/comments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data34.postId !== undefined){
let data35 = data34.postId;
const _errs79 = errors;
let valid13 = false;
const _errs80 = errors;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err134 = {instancePath:instancePath+"/comments/" + i2+"/postId",schemaPath:"#/properties/comments/items/properties/postId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 2147483647 || isNaN(data35)){
const err135 = {instancePath:instancePath+"/comments/" + i2+"/postId",schemaPath:"#/properties/comments/items/properties/postId/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data35 < 1 || isNaN(data35)){
const err136 = {instancePath:instancePath+"/comments/" + i2+"/postId",schemaPath:"#/properties/comments/items/properties/postId/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
var _valid0 = _errs80 === errors;
valid13 = valid13 || _valid0;
const _errs82 = errors;
if(data35 !== null){
const err137 = {instancePath:instancePath+"/comments/" + i2+"/postId",schemaPath:"#/properties/comments/items/properties/postId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
var _valid0 = _errs82 === errors;
valid13 = valid13 || _valid0;
if(!valid13){
const err138 = {instancePath:instancePath+"/comments/" + i2+"/postId",schemaPath:"#/properties/comments/items/properties/postId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
else {
errors = _errs79;
if(vErrors !== null){
if(_errs79){
vErrors.length = _errs79;
}
else {
vErrors = null;
}
}
}
}
if(data34.productId !== undefined){
let data36 = data34.productId;
const _errs85 = errors;
let valid14 = false;
const _errs86 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err139 = {instancePath:instancePath+"/comments/" + i2+"/productId",schemaPath:"#/properties/comments/items/properties/productId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 2147483647 || isNaN(data36)){
const err140 = {instancePath:instancePath+"/comments/" + i2+"/productId",schemaPath:"#/properties/comments/items/properties/productId/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data36 < 1 || isNaN(data36)){
const err141 = {instancePath:instancePath+"/comments/" + i2+"/productId",schemaPath:"#/properties/comments/items/properties/productId/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
var _valid1 = _errs86 === errors;
valid14 = valid14 || _valid1;
const _errs88 = errors;
if(data36 !== null){
const err142 = {instancePath:instancePath+"/comments/" + i2+"/productId",schemaPath:"#/properties/comments/items/properties/productId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid1 = _errs88 === errors;
valid14 = valid14 || _valid1;
if(!valid14){
const err143 = {instancePath:instancePath+"/comments/" + i2+"/productId",schemaPath:"#/properties/comments/items/properties/productId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
else {
errors = _errs85;
if(vErrors !== null){
if(_errs85){
vErrors.length = _errs85;
}
else {
vErrors = null;
}
}
}
}
if(data34.body !== undefined){
let data37 = data34.body;
if(typeof data37 === "string"){
if(func1(data37) > 5000){
const err144 = {instancePath:instancePath+"/comments/" + i2+"/body",schemaPath:"#/properties/comments/items/properties/body/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/comments/" + i2+"/body",schemaPath:"#/properties/comments/items/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data34.rating !== undefined){
let data38 = data34.rating;
const _errs93 = errors;
let valid15 = false;
const _errs94 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err146 = {instancePath:instancePath+"/comments/" + i2+"/rating",schemaPath:"#/properties/comments/items/properties/rating/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 > 10 || isNaN(data38)){
const err147 = {instancePath:instancePath+"/comments/" + i2+"/rating",schemaPath:"#/properties/comments/items/properties/rating/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(data38 < 1 || isNaN(data38)){
const err148 = {instancePath:instancePath+"/comments/" + i2+"/rating",schemaPath:"#/properties/comments/items/properties/rating/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
var _valid2 = _errs94 === errors;
valid15 = valid15 || _valid2;
const _errs96 = errors;
if(data38 !== null){
const err149 = {instancePath:instancePath+"/comments/" + i2+"/rating",schemaPath:"#/properties/comments/items/properties/rating/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
var _valid2 = _errs96 === errors;
valid15 = valid15 || _valid2;
if(!valid15){
const err150 = {instancePath:instancePath+"/comments/" + i2+"/rating",schemaPath:"#/properties/comments/items/properties/rating/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
else {
errors = _errs93;
if(vErrors !== null){
if(_errs93){
vErrors.length = _errs93;
}
else {
vErrors = null;
}
}
}
}
if(data34.status !== undefined){
let data39 = data34.status;
if(typeof data39 !== "string"){
const err151 = {instancePath:instancePath+"/comments/" + i2+"/status",schemaPath:"#/properties/comments/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(!(((data39 === "published") || (data39 === "pending")) || (data39 === "rejected"))){
const err152 = {instancePath:instancePath+"/comments/" + i2+"/status",schemaPath:"#/properties/comments/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema0.properties.comments.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data34.languageCode !== undefined){
let data40 = data34.languageCode;
if(typeof data40 === "string"){
if(func1(data40) > 3){
const err153 = {instancePath:instancePath+"/comments/" + i2+"/languageCode",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(func1(data40) < 3){
const err154 = {instancePath:instancePath+"/comments/" + i2+"/languageCode",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(!pattern2.test(data40)){
const err155 = {instancePath:instancePath+"/comments/" + i2+"/languageCode",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
else {
const err156 = {instancePath:instancePath+"/comments/" + i2+"/languageCode",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data34.createdAt !== undefined){
let data41 = data34.createdAt;
if(typeof data41 === "string"){
if(func1(data41) > 40){
const err157 = {instancePath:instancePath+"/comments/" + i2+"/createdAt",schemaPath:"#/properties/comments/items/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(!(formats0.validate(data41))){
const err158 = {instancePath:instancePath+"/comments/" + i2+"/createdAt",schemaPath:"#/properties/comments/items/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
else {
const err159 = {instancePath:instancePath+"/comments/" + i2+"/createdAt",schemaPath:"#/properties/comments/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data34.updatedAt !== undefined){
let data42 = data34.updatedAt;
if(typeof data42 === "string"){
if(func1(data42) > 40){
const err160 = {instancePath:instancePath+"/comments/" + i2+"/updatedAt",schemaPath:"#/properties/comments/items/properties/updatedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(!(formats0.validate(data42))){
const err161 = {instancePath:instancePath+"/comments/" + i2+"/updatedAt",schemaPath:"#/properties/comments/items/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
else {
const err162 = {instancePath:instancePath+"/comments/" + i2+"/updatedAt",schemaPath:"#/properties/comments/items/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
else {
const err163 = {instancePath:instancePath+"/comments/" + i2,schemaPath:"#/properties/comments/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
else {
const err164 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data.consents !== undefined){
let data43 = data.consents;
if(Array.isArray(data43)){
if(data43.length > 1000){
const err165 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
const len3 = data43.length;
for(let i3=0; i3<len3; i3++){
let data44 = data43[i3];
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.consentId === undefined){
const err166 = {instancePath:instancePath+"/consents/" + i3,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "consentId"},message:"must have required property '"+"consentId"+"'"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data44.uniqueNumber === undefined){
const err167 = {instancePath:instancePath+"/consents/" + i3,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "uniqueNumber"},message:"must have required property '"+"uniqueNumber"+"'"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(data44.version === undefined){
const err168 = {instancePath:instancePath+"/consents/" + i3,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(data44.form === undefined){
const err169 = {instancePath:instancePath+"/consents/" + i3,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(data44.status === undefined){
const err170 = {instancePath:instancePath+"/consents/" + i3,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(data44.email === undefined){
const err171 = {instancePath:instancePath+"/consents/" + i3,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if(data44.statusTimestamp === undefined){
const err172 = {instancePath:instancePath+"/consents/" + i3,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "statusTimestamp"},message:"must have required property '"+"statusTimestamp"+"'"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
for(const key6 in data44){
if(!(((((((key6 === "consentId") || (key6 === "uniqueNumber")) || (key6 === "version")) || (key6 === "form")) || (key6 === "status")) || (key6 === "email")) || (key6 === "statusTimestamp"))){
const err173 = {instancePath:instancePath+"/consents/" + i3,schemaPath:"./consent-log-entry.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data44.consentId !== undefined){
let data45 = data44.consentId;
if(typeof data45 === "string"){
if(func1(data45) > 100){
const err174 = {instancePath:instancePath+"/consents/" + i3+"/consentId",schemaPath:"./consent-log-entry.schema.json/properties/consentId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(func1(data45) < 1){
const err175 = {instancePath:instancePath+"/consents/" + i3+"/consentId",schemaPath:"./consent-log-entry.schema.json/properties/consentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
else {
const err176 = {instancePath:instancePath+"/consents/" + i3+"/consentId",schemaPath:"./consent-log-entry.schema.json/properties/consentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data44.uniqueNumber !== undefined){
let data46 = data44.uniqueNumber;
if(typeof data46 === "string"){
if(func1(data46) > 50){
const err177 = {instancePath:instancePath+"/consents/" + i3+"/uniqueNumber",schemaPath:"./consent-log-entry.schema.json/properties/uniqueNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(func1(data46) < 1){
const err178 = {instancePath:instancePath+"/consents/" + i3+"/uniqueNumber",schemaPath:"./consent-log-entry.schema.json/properties/uniqueNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
else {
const err179 = {instancePath:instancePath+"/consents/" + i3+"/uniqueNumber",schemaPath:"./consent-log-entry.schema.json/properties/uniqueNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data44.version !== undefined){
let data47 = data44.version;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err180 = {instancePath:instancePath+"/consents/" + i3+"/version",schemaPath:"./consent-log-entry.schema.json/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 > 2147483647 || isNaN(data47)){
const err181 = {instancePath:instancePath+"/consents/" + i3+"/version",schemaPath:"./consent-log-entry.schema.json/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(data47 < 1 || isNaN(data47)){
const err182 = {instancePath:instancePath+"/consents/" + i3+"/version",schemaPath:"./consent-log-entry.schema.json/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
}
if(data44.form !== undefined){
let data48 = data44.form;
if(typeof data48 === "string"){
if(func1(data48) > 100){
const err183 = {instancePath:instancePath+"/consents/" + i3+"/form",schemaPath:"./consent-log-entry.schema.json/properties/form/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(func1(data48) < 1){
const err184 = {instancePath:instancePath+"/consents/" + i3+"/form",schemaPath:"./consent-log-entry.schema.json/properties/form/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
else {
const err185 = {instancePath:instancePath+"/consents/" + i3+"/form",schemaPath:"./consent-log-entry.schema.json/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data44.status !== undefined){
let data49 = data44.status;
if(typeof data49 !== "string"){
const err186 = {instancePath:instancePath+"/consents/" + i3+"/status",schemaPath:"./consent-log-entry.schema.json/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if(!((data49 === "accepted") || (data49 === "withdrawn"))){
const err187 = {instancePath:instancePath+"/consents/" + i3+"/status",schemaPath:"./consent-log-entry.schema.json/properties/status/enum",keyword:"enum",params:{allowedValues: schema3.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data44.email !== undefined){
let data50 = data44.email;
if(typeof data50 === "string"){
if(func1(data50) > 254){
const err188 = {instancePath:instancePath+"/consents/" + i3+"/email",schemaPath:"./consent-log-entry.schema.json/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
else {
const err189 = {instancePath:instancePath+"/consents/" + i3+"/email",schemaPath:"./consent-log-entry.schema.json/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data44.statusTimestamp !== undefined){
let data51 = data44.statusTimestamp;
if(typeof data51 === "string"){
if(func1(data51) > 40){
const err190 = {instancePath:instancePath+"/consents/" + i3+"/statusTimestamp",schemaPath:"./consent-log-entry.schema.json/properties/statusTimestamp/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(!(formats0.validate(data51))){
const err191 = {instancePath:instancePath+"/consents/" + i3+"/statusTimestamp",schemaPath:"./consent-log-entry.schema.json/properties/statusTimestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
else {
const err192 = {instancePath:instancePath+"/consents/" + i3+"/statusTimestamp",schemaPath:"./consent-log-entry.schema.json/properties/statusTimestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
else {
const err193 = {instancePath:instancePath+"/consents/" + i3,schemaPath:"./consent-log-entry.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
}
else {
const err194 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data.sessions !== undefined){
let data52 = data.sessions;
if(Array.isArray(data52)){
if(data52.length > 1000){
const err195 = {instancePath:instancePath+"/sessions",schemaPath:"#/properties/sessions/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
const len4 = data52.length;
for(let i4=0; i4<len4; i4++){
let data53 = data52[i4];
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.kind === undefined){
const err196 = {instancePath:instancePath+"/sessions/" + i4,schemaPath:"#/properties/sessions/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(data53.createdAt === undefined){
const err197 = {instancePath:instancePath+"/sessions/" + i4,schemaPath:"#/properties/sessions/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if(data53.expiresAt === undefined){
const err198 = {instancePath:instancePath+"/sessions/" + i4,schemaPath:"#/properties/sessions/items/required",keyword:"required",params:{missingProperty: "expiresAt"},message:"must have required property '"+"expiresAt"+"'"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(data53.usedAt === undefined){
const err199 = {instancePath:instancePath+"/sessions/" + i4,schemaPath:"#/properties/sessions/items/required",keyword:"required",params:{missingProperty: "usedAt"},message:"must have required property '"+"usedAt"+"'"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
for(const key7 in data53){
if(!((((key7 === "kind") || (key7 === "createdAt")) || (key7 === "expiresAt")) || (key7 === "usedAt"))){
const err200 = {instancePath:instancePath+"/sessions/" + i4,schemaPath:"#/properties/sessions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data53.kind !== undefined){
let data54 = data53.kind;
if(typeof data54 !== "string"){
const err201 = {instancePath:instancePath+"/sessions/" + i4+"/kind",schemaPath:"#/properties/sessions/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(!((data54 === "access") || (data54 === "refresh"))){
const err202 = {instancePath:instancePath+"/sessions/" + i4+"/kind",schemaPath:"#/properties/sessions/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema0.properties.sessions.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data53.createdAt !== undefined){
let data55 = data53.createdAt;
if(typeof data55 === "string"){
if(func1(data55) > 40){
const err203 = {instancePath:instancePath+"/sessions/" + i4+"/createdAt",schemaPath:"#/properties/sessions/items/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if(!(formats0.validate(data55))){
const err204 = {instancePath:instancePath+"/sessions/" + i4+"/createdAt",schemaPath:"#/properties/sessions/items/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
else {
const err205 = {instancePath:instancePath+"/sessions/" + i4+"/createdAt",schemaPath:"#/properties/sessions/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
if(data53.expiresAt !== undefined){
let data56 = data53.expiresAt;
if(typeof data56 === "string"){
if(func1(data56) > 40){
const err206 = {instancePath:instancePath+"/sessions/" + i4+"/expiresAt",schemaPath:"#/properties/sessions/items/properties/expiresAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(!(formats0.validate(data56))){
const err207 = {instancePath:instancePath+"/sessions/" + i4+"/expiresAt",schemaPath:"#/properties/sessions/items/properties/expiresAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
else {
const err208 = {instancePath:instancePath+"/sessions/" + i4+"/expiresAt",schemaPath:"#/properties/sessions/items/properties/expiresAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data53.usedAt !== undefined){
let data57 = data53.usedAt;
if((typeof data57 !== "string") && (data57 !== null)){
const err209 = {instancePath:instancePath+"/sessions/" + i4+"/usedAt",schemaPath:"#/properties/sessions/items/properties/usedAt/type",keyword:"type",params:{type: schema0.properties.sessions.items.properties.usedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if(typeof data57 === "string"){
if(func1(data57) > 40){
const err210 = {instancePath:instancePath+"/sessions/" + i4+"/usedAt",schemaPath:"#/properties/sessions/items/properties/usedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
if(!(formats0.validate(data57))){
const err211 = {instancePath:instancePath+"/sessions/" + i4+"/usedAt",schemaPath:"#/properties/sessions/items/properties/usedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
}
}
else {
const err212 = {instancePath:instancePath+"/sessions/" + i4,schemaPath:"#/properties/sessions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
}
else {
const err213 = {instancePath:instancePath+"/sessions",schemaPath:"#/properties/sessions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
if(data.pendingLinks !== undefined){
let data58 = data.pendingLinks;
if(Array.isArray(data58)){
if(data58.length > 100){
const err214 = {instancePath:instancePath+"/pendingLinks",schemaPath:"#/properties/pendingLinks/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
const len5 = data58.length;
for(let i5=0; i5<len5; i5++){
let data59 = data58[i5];
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
if(data59.purpose === undefined){
const err215 = {instancePath:instancePath+"/pendingLinks/" + i5,schemaPath:"#/properties/pendingLinks/items/required",keyword:"required",params:{missingProperty: "purpose"},message:"must have required property '"+"purpose"+"'"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if(data59.email === undefined){
const err216 = {instancePath:instancePath+"/pendingLinks/" + i5,schemaPath:"#/properties/pendingLinks/items/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
if(data59.createdAt === undefined){
const err217 = {instancePath:instancePath+"/pendingLinks/" + i5,schemaPath:"#/properties/pendingLinks/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if(data59.expiresAt === undefined){
const err218 = {instancePath:instancePath+"/pendingLinks/" + i5,schemaPath:"#/properties/pendingLinks/items/required",keyword:"required",params:{missingProperty: "expiresAt"},message:"must have required property '"+"expiresAt"+"'"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
for(const key8 in data59){
if(!((((key8 === "purpose") || (key8 === "email")) || (key8 === "createdAt")) || (key8 === "expiresAt"))){
const err219 = {instancePath:instancePath+"/pendingLinks/" + i5,schemaPath:"#/properties/pendingLinks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data59.purpose !== undefined){
let data60 = data59.purpose;
if(typeof data60 !== "string"){
const err220 = {instancePath:instancePath+"/pendingLinks/" + i5+"/purpose",schemaPath:"#/properties/pendingLinks/items/properties/purpose/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
if(!((data60 === "verifyEmail") || (data60 === "resetPassword"))){
const err221 = {instancePath:instancePath+"/pendingLinks/" + i5+"/purpose",schemaPath:"#/properties/pendingLinks/items/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema0.properties.pendingLinks.items.properties.purpose.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data59.email !== undefined){
let data61 = data59.email;
if(typeof data61 === "string"){
if(func1(data61) > 254){
const err222 = {instancePath:instancePath+"/pendingLinks/" + i5+"/email",schemaPath:"#/properties/pendingLinks/items/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
else {
const err223 = {instancePath:instancePath+"/pendingLinks/" + i5+"/email",schemaPath:"#/properties/pendingLinks/items/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data59.createdAt !== undefined){
let data62 = data59.createdAt;
if(typeof data62 === "string"){
if(func1(data62) > 40){
const err224 = {instancePath:instancePath+"/pendingLinks/" + i5+"/createdAt",schemaPath:"#/properties/pendingLinks/items/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
if(!(formats0.validate(data62))){
const err225 = {instancePath:instancePath+"/pendingLinks/" + i5+"/createdAt",schemaPath:"#/properties/pendingLinks/items/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
else {
const err226 = {instancePath:instancePath+"/pendingLinks/" + i5+"/createdAt",schemaPath:"#/properties/pendingLinks/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
if(data59.expiresAt !== undefined){
let data63 = data59.expiresAt;
if(typeof data63 === "string"){
if(func1(data63) > 40){
const err227 = {instancePath:instancePath+"/pendingLinks/" + i5+"/expiresAt",schemaPath:"#/properties/pendingLinks/items/properties/expiresAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if(!(formats0.validate(data63))){
const err228 = {instancePath:instancePath+"/pendingLinks/" + i5+"/expiresAt",schemaPath:"#/properties/pendingLinks/items/properties/expiresAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
else {
const err229 = {instancePath:instancePath+"/pendingLinks/" + i5+"/expiresAt",schemaPath:"#/properties/pendingLinks/items/properties/expiresAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
}
else {
const err230 = {instancePath:instancePath+"/pendingLinks/" + i5,schemaPath:"#/properties/pendingLinks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
}
else {
const err231 = {instancePath:instancePath+"/pendingLinks",schemaPath:"#/properties/pendingLinks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data.mails !== undefined){
let data64 = data.mails;
if(Array.isArray(data64)){
if(data64.length > 200){
const err232 = {instancePath:instancePath+"/mails",schemaPath:"#/properties/mails/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
const len6 = data64.length;
for(let i6=0; i6<len6; i6++){
let data65 = data64[i6];
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
if(data65.to === undefined){
const err233 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
if(data65.subject === undefined){
const err234 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if(data65.text === undefined){
const err235 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
if(data65.html === undefined){
const err236 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "html"},message:"must have required property '"+"html"+"'"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if(data65.template === undefined){
const err237 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
if(data65.language === undefined){
const err238 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if(data65.status === undefined){
const err239 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
if(data65.createdAt === undefined){
const err240 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if(data65.sentAt === undefined){
const err241 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "sentAt"},message:"must have required property '"+"sentAt"+"'"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
for(const key9 in data65){
if(!(func0.call(schema0.properties.mails.items.properties, key9))){
const err242 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
if(data65.to !== undefined){
let data66 = data65.to;
if(typeof data66 === "string"){
if(func1(data66) > 254){
const err243 = {instancePath:instancePath+"/mails/" + i6+"/to",schemaPath:"#/properties/mails/items/properties/to/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
else {
const err244 = {instancePath:instancePath+"/mails/" + i6+"/to",schemaPath:"#/properties/mails/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
if(data65.subject !== undefined){
let data67 = data65.subject;
if(typeof data67 === "string"){
if(func1(data67) > 500){
const err245 = {instancePath:instancePath+"/mails/" + i6+"/subject",schemaPath:"#/properties/mails/items/properties/subject/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
else {
const err246 = {instancePath:instancePath+"/mails/" + i6+"/subject",schemaPath:"#/properties/mails/items/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
if(data65.text !== undefined){
let data68 = data65.text;
if(typeof data68 === "string"){
if(func1(data68) > 100000){
const err247 = {instancePath:instancePath+"/mails/" + i6+"/text",schemaPath:"#/properties/mails/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
else {
const err248 = {instancePath:instancePath+"/mails/" + i6+"/text",schemaPath:"#/properties/mails/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
if(data65.html !== undefined){
let data69 = data65.html;
if(typeof data69 === "string"){
if(func1(data69) > 200000){
const err249 = {instancePath:instancePath+"/mails/" + i6+"/html",schemaPath:"#/properties/mails/items/properties/html/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
else {
const err250 = {instancePath:instancePath+"/mails/" + i6+"/html",schemaPath:"#/properties/mails/items/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data65.template !== undefined){
let data70 = data65.template;
if(typeof data70 !== "string"){
const err251 = {instancePath:instancePath+"/mails/" + i6+"/template",schemaPath:"#/properties/mails/items/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
if(!((((((((((data70 === "verifyEmail") || (data70 === "resetPassword")) || (data70 === "orderConfirmation")) || (data70 === "orderNotice")) || (data70 === "newsletterConfirm")) || (data70 === "newsletterWelcome")) || (data70 === "gdprNotice")) || (data70 === "formSubmission")) || (data70 === "formConfirm")) || (data70 === "contactMessage"))){
const err252 = {instancePath:instancePath+"/mails/" + i6+"/template",schemaPath:"#/properties/mails/items/properties/template/enum",keyword:"enum",params:{allowedValues: schema0.properties.mails.items.properties.template.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
if(data65.language !== undefined){
let data71 = data65.language;
if(typeof data71 === "string"){
if(func1(data71) > 3){
const err253 = {instancePath:instancePath+"/mails/" + i6+"/language",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(func1(data71) < 3){
const err254 = {instancePath:instancePath+"/mails/" + i6+"/language",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
if(!pattern2.test(data71)){
const err255 = {instancePath:instancePath+"/mails/" + i6+"/language",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
else {
const err256 = {instancePath:instancePath+"/mails/" + i6+"/language",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
if(data65.status !== undefined){
let data72 = data65.status;
if(typeof data72 !== "string"){
const err257 = {instancePath:instancePath+"/mails/" + i6+"/status",schemaPath:"#/properties/mails/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
if(!((((data72 === "queued") || (data72 === "pending")) || (data72 === "sent")) || (data72 === "failed"))){
const err258 = {instancePath:instancePath+"/mails/" + i6+"/status",schemaPath:"#/properties/mails/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema0.properties.mails.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
if(data65.createdAt !== undefined){
let data73 = data65.createdAt;
if(typeof data73 === "string"){
if(func1(data73) > 40){
const err259 = {instancePath:instancePath+"/mails/" + i6+"/createdAt",schemaPath:"#/properties/mails/items/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
if(!(formats0.validate(data73))){
const err260 = {instancePath:instancePath+"/mails/" + i6+"/createdAt",schemaPath:"#/properties/mails/items/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
else {
const err261 = {instancePath:instancePath+"/mails/" + i6+"/createdAt",schemaPath:"#/properties/mails/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data65.sentAt !== undefined){
let data74 = data65.sentAt;
if((typeof data74 !== "string") && (data74 !== null)){
const err262 = {instancePath:instancePath+"/mails/" + i6+"/sentAt",schemaPath:"#/properties/mails/items/properties/sentAt/type",keyword:"type",params:{type: schema0.properties.mails.items.properties.sentAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
if(typeof data74 === "string"){
if(func1(data74) > 40){
const err263 = {instancePath:instancePath+"/mails/" + i6+"/sentAt",schemaPath:"#/properties/mails/items/properties/sentAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
if(!(formats0.validate(data74))){
const err264 = {instancePath:instancePath+"/mails/" + i6+"/sentAt",schemaPath:"#/properties/mails/items/properties/sentAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
}
}
else {
const err265 = {instancePath:instancePath+"/mails/" + i6,schemaPath:"#/properties/mails/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
}
else {
const err266 = {instancePath:instancePath+"/mails",schemaPath:"#/properties/mails/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
}
else {
const err267 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

