// DO NOT EDIT: generated from schemas/openapi.yaml (socialOauth response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/social-login-result.schema.json"}},"$id":"https://schemas.vitrina.local/operations/socialOauth.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"SocialLoginResult","description":"POST social oauth (spec 7): the new session's tokens and the user, as a password login answers, and the safe internal path stored when the flow began (spec 5).","type":"object","properties":{"tokens":{"$ref":"./auth-tokens.schema.json"},"user":{"$ref":"./user.schema.json"},"returnTo":{"type":"string","maxLength":2000,"pattern":"^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$"}},"required":["tokens","user","returnTo"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/social-login-result.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AuthTokens","description":"A logged-in session (spec 3): the access token (1 hour, sent as the accessToken header) and the refresh token (30 days, sent as the refreshToken header to GET /api/v1/refresh).","type":"object","properties":{"accessToken":{"type":"string","minLength":16,"maxLength":200,"pattern":"^[A-Za-z0-9_-]+$"},"refreshToken":{"type":"string","minLength":16,"maxLength":200,"pattern":"^[A-Za-z0-9_-]+$"}},"required":["accessToken","refreshToken"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/auth-tokens.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"User","description":"A registered user as the site sees it (spec 3; GET /api/v1/user/web/profile). isBackofficeUser decides edit mode and the site in maintenance mode (spec 6).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"email":{"type":"string","format":"email","minLength":1,"maxLength":254},"username":{"type":"string","minLength":1,"maxLength":100},"details":{"title":"UserDetails","type":"object","properties":{"firstName":{"type":"string","maxLength":100},"lastName":{"type":"string","maxLength":100}},"required":["firstName","lastName"],"additionalProperties":false},"memberCardBarcode":{"type":["string","null"],"maxLength":64},"isBackofficeUser":{"type":"boolean"},"scope":{"description":"The user's scopes, space-separated (spec 6), e.g. admin or web.","type":"string","maxLength":500},"addresses":{"description":"Saved addresses (spec 3 Address: id and type here); empty until addresses exist.","type":"array","maxItems":50,"items":{"title":"UserAddressRef","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"type":{"type":"string","enum":["Main","Shipping","main","billing","shipping","other"]}},"required":["id","type"],"additionalProperties":false}},"company":{"description":"The user's company, or null.","title":"UserCompany","type":["object","null"],"properties":{"name":{"type":"string","maxLength":200}},"required":["name"],"additionalProperties":false}},"required":["id","email","username","details","memberCardBarcode","isBackofficeUser","scope","addresses","company"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/user.schema.json"};
const func0 = __cjs(__m0).default;
const func4 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern2 = new RegExp("^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/social-login-result.schema.json" */;
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
if(data.tokens === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tokens"},message:"must have required property '"+"tokens"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.user === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.returnTo === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "returnTo"},message:"must have required property '"+"returnTo"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "tokens") || (key0 === "user")) || (key0 === "returnTo"))){
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
if(data.tokens !== undefined){
let data0 = data.tokens;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.accessToken === undefined){
const err4 = {instancePath:instancePath+"/tokens",schemaPath:"./auth-tokens.schema.json/required",keyword:"required",params:{missingProperty: "accessToken"},message:"must have required property '"+"accessToken"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.refreshToken === undefined){
const err5 = {instancePath:instancePath+"/tokens",schemaPath:"./auth-tokens.schema.json/required",keyword:"required",params:{missingProperty: "refreshToken"},message:"must have required property '"+"refreshToken"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "accessToken") || (key1 === "refreshToken"))){
const err6 = {instancePath:instancePath+"/tokens",schemaPath:"./auth-tokens.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.accessToken !== undefined){
let data1 = data0.accessToken;
if(typeof data1 === "string"){
if(func0(data1) > 200){
const err7 = {instancePath:instancePath+"/tokens/accessToken",schemaPath:"./auth-tokens.schema.json/properties/accessToken/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 16){
const err8 = {instancePath:instancePath+"/tokens/accessToken",schemaPath:"./auth-tokens.schema.json/properties/accessToken/minLength",keyword:"minLength",params:{limit: 16},message:"must NOT have fewer than 16 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/tokens/accessToken",schemaPath:"./auth-tokens.schema.json/properties/accessToken/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/tokens/accessToken",schemaPath:"./auth-tokens.schema.json/properties/accessToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.refreshToken !== undefined){
let data2 = data0.refreshToken;
if(typeof data2 === "string"){
if(func0(data2) > 200){
const err11 = {instancePath:instancePath+"/tokens/refreshToken",schemaPath:"./auth-tokens.schema.json/properties/refreshToken/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data2) < 16){
const err12 = {instancePath:instancePath+"/tokens/refreshToken",schemaPath:"./auth-tokens.schema.json/properties/refreshToken/minLength",keyword:"minLength",params:{limit: 16},message:"must NOT have fewer than 16 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern0.test(data2)){
const err13 = {instancePath:instancePath+"/tokens/refreshToken",schemaPath:"./auth-tokens.schema.json/properties/refreshToken/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/tokens/refreshToken",schemaPath:"./auth-tokens.schema.json/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/tokens",schemaPath:"./auth-tokens.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.user !== undefined){
let data3 = data.user;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.id === undefined){
const err16 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.email === undefined){
const err17 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3.username === undefined){
const err18 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.details === undefined){
const err19 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data3.memberCardBarcode === undefined){
const err20 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/required",keyword:"required",params:{missingProperty: "memberCardBarcode"},message:"must have required property '"+"memberCardBarcode"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3.isBackofficeUser === undefined){
const err21 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/required",keyword:"required",params:{missingProperty: "isBackofficeUser"},message:"must have required property '"+"isBackofficeUser"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3.scope === undefined){
const err22 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data3.addresses === undefined){
const err23 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/required",keyword:"required",params:{missingProperty: "addresses"},message:"must have required property '"+"addresses"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data3.company === undefined){
const err24 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/required",keyword:"required",params:{missingProperty: "company"},message:"must have required property '"+"company"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data3){
if(!(func4.call(schema3.properties, key2))){
const err25 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.id !== undefined){
let data4 = data3.id;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err26 = {instancePath:instancePath+"/user/id",schemaPath:"./user.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err27 = {instancePath:instancePath+"/user/id",schemaPath:"./user.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err28 = {instancePath:instancePath+"/user/id",schemaPath:"./user.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data3.email !== undefined){
let data5 = data3.email;
if(typeof data5 === "string"){
if(func0(data5) > 254){
const err29 = {instancePath:instancePath+"/user/email",schemaPath:"./user.schema.json/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func0(data5) < 1){
const err30 = {instancePath:instancePath+"/user/email",schemaPath:"./user.schema.json/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(formats0.test(data5))){
const err31 = {instancePath:instancePath+"/user/email",schemaPath:"./user.schema.json/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err32 = {instancePath:instancePath+"/user/email",schemaPath:"./user.schema.json/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data3.username !== undefined){
let data6 = data3.username;
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err33 = {instancePath:instancePath+"/user/username",schemaPath:"./user.schema.json/properties/username/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func0(data6) < 1){
const err34 = {instancePath:instancePath+"/user/username",schemaPath:"./user.schema.json/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err35 = {instancePath:instancePath+"/user/username",schemaPath:"./user.schema.json/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data3.details !== undefined){
let data7 = data3.details;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.firstName === undefined){
const err36 = {instancePath:instancePath+"/user/details",schemaPath:"./user.schema.json/properties/details/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data7.lastName === undefined){
const err37 = {instancePath:instancePath+"/user/details",schemaPath:"./user.schema.json/properties/details/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key3 in data7){
if(!((key3 === "firstName") || (key3 === "lastName"))){
const err38 = {instancePath:instancePath+"/user/details",schemaPath:"./user.schema.json/properties/details/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data7.firstName !== undefined){
let data8 = data7.firstName;
if(typeof data8 === "string"){
if(func0(data8) > 100){
const err39 = {instancePath:instancePath+"/user/details/firstName",schemaPath:"./user.schema.json/properties/details/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/user/details/firstName",schemaPath:"./user.schema.json/properties/details/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data7.lastName !== undefined){
let data9 = data7.lastName;
if(typeof data9 === "string"){
if(func0(data9) > 100){
const err41 = {instancePath:instancePath+"/user/details/lastName",schemaPath:"./user.schema.json/properties/details/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/user/details/lastName",schemaPath:"./user.schema.json/properties/details/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err43 = {instancePath:instancePath+"/user/details",schemaPath:"./user.schema.json/properties/details/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data3.memberCardBarcode !== undefined){
let data10 = data3.memberCardBarcode;
if((typeof data10 !== "string") && (data10 !== null)){
const err44 = {instancePath:instancePath+"/user/memberCardBarcode",schemaPath:"./user.schema.json/properties/memberCardBarcode/type",keyword:"type",params:{type: schema3.properties.memberCardBarcode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data10 === "string"){
if(func0(data10) > 64){
const err45 = {instancePath:instancePath+"/user/memberCardBarcode",schemaPath:"./user.schema.json/properties/memberCardBarcode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data3.isBackofficeUser !== undefined){
if(typeof data3.isBackofficeUser !== "boolean"){
const err46 = {instancePath:instancePath+"/user/isBackofficeUser",schemaPath:"./user.schema.json/properties/isBackofficeUser/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data3.scope !== undefined){
let data12 = data3.scope;
if(typeof data12 === "string"){
if(func0(data12) > 500){
const err47 = {instancePath:instancePath+"/user/scope",schemaPath:"./user.schema.json/properties/scope/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/user/scope",schemaPath:"./user.schema.json/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data3.addresses !== undefined){
let data13 = data3.addresses;
if(Array.isArray(data13)){
if(data13.length > 50){
const err49 = {instancePath:instancePath+"/user/addresses",schemaPath:"./user.schema.json/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.id === undefined){
const err50 = {instancePath:instancePath+"/user/addresses/" + i0,schemaPath:"./user.schema.json/properties/addresses/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data14.type === undefined){
const err51 = {instancePath:instancePath+"/user/addresses/" + i0,schemaPath:"./user.schema.json/properties/addresses/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key4 in data14){
if(!((key4 === "id") || (key4 === "type"))){
const err52 = {instancePath:instancePath+"/user/addresses/" + i0,schemaPath:"./user.schema.json/properties/addresses/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data14.id !== undefined){
let data15 = data14.id;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err53 = {instancePath:instancePath+"/user/addresses/" + i0+"/id",schemaPath:"./user.schema.json/properties/addresses/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 2147483647 || isNaN(data15)){
const err54 = {instancePath:instancePath+"/user/addresses/" + i0+"/id",schemaPath:"./user.schema.json/properties/addresses/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err55 = {instancePath:instancePath+"/user/addresses/" + i0+"/id",schemaPath:"./user.schema.json/properties/addresses/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data14.type !== undefined){
let data16 = data14.type;
if(typeof data16 !== "string"){
const err56 = {instancePath:instancePath+"/user/addresses/" + i0+"/type",schemaPath:"./user.schema.json/properties/addresses/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!((((((data16 === "Main") || (data16 === "Shipping")) || (data16 === "main")) || (data16 === "billing")) || (data16 === "shipping")) || (data16 === "other"))){
const err57 = {instancePath:instancePath+"/user/addresses/" + i0+"/type",schemaPath:"./user.schema.json/properties/addresses/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema3.properties.addresses.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/user/addresses/" + i0,schemaPath:"./user.schema.json/properties/addresses/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/user/addresses",schemaPath:"./user.schema.json/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data3.company !== undefined){
let data17 = data3.company;
if((!(data17 && typeof data17 == "object" && !Array.isArray(data17))) && (data17 !== null)){
const err60 = {instancePath:instancePath+"/user/company",schemaPath:"./user.schema.json/properties/company/type",keyword:"type",params:{type: schema3.properties.company.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.name === undefined){
const err61 = {instancePath:instancePath+"/user/company",schemaPath:"./user.schema.json/properties/company/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key5 in data17){
if(!(key5 === "name")){
const err62 = {instancePath:instancePath+"/user/company",schemaPath:"./user.schema.json/properties/company/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data17.name !== undefined){
let data18 = data17.name;
if(typeof data18 === "string"){
if(func0(data18) > 200){
const err63 = {instancePath:instancePath+"/user/company/name",schemaPath:"./user.schema.json/properties/company/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/user/company/name",schemaPath:"./user.schema.json/properties/company/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
}
}
else {
const err65 = {instancePath:instancePath+"/user",schemaPath:"./user.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.returnTo !== undefined){
let data19 = data.returnTo;
if(typeof data19 === "string"){
if(func0(data19) > 2000){
const err66 = {instancePath:instancePath+"/returnTo",schemaPath:"#/properties/returnTo/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(!pattern2.test(data19)){
const err67 = {instancePath:instancePath+"/returnTo",schemaPath:"#/properties/returnTo/pattern",keyword:"pattern",params:{pattern: "^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$"},message:"must match pattern \""+"^/(?!/)[A-Za-z0-9\\-._~/%]*(?:\\?[A-Za-z0-9\\-._~=&%]*)?$"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/returnTo",schemaPath:"#/properties/returnTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/socialOauth.response.json" */;
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
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate1(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

