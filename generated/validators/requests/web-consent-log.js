// DO NOT EDIT: generated from schemas/requests/web-consent-log.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WebConsentLogRequest","description":"spec 7 POST gdpr web/consent/log/create (decision 047): a visitor accepted or withdrew consents of a form on the site: the form's assignment (assignedTo), the ids the form shows (consents), status, statusTimestamp (the browser's time, kept as it says; the log records the server's), sourceType cmsSite and the user (webUser with the account's token and e-mail, or guest).","type":"object","properties":{"assignedTo":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"},"status":{"type":"string","enum":["accepted","withdrawn"]},"statusTimestamp":{"type":"string","format":"date-time","maxLength":40},"sourceType":{"type":"string","enum":["cmsSite"]},"consents":{"type":"array","minItems":1,"maxItems":20,"uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"}},"user":{"type":"object","properties":{"userType":{"type":"string","enum":["webUser","guest"]},"email":{"type":"string","format":"email","minLength":3,"maxLength":254}},"required":["userType","email"],"additionalProperties":false}},"required":["assignedTo","status","sourceType","consents","user"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/web-consent-log.schema.json"};
const func0 = __cjs(__m1).default;
const pattern0 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");
const formats0 = __cjs(__m0).fullFormats["date-time"];
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/web-consent-log.schema.json" */;
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
if(data.assignedTo === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "assignedTo"},message:"must have required property '"+"assignedTo"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sourceType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sourceType"},message:"must have required property '"+"sourceType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.consents === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consents"},message:"must have required property '"+"consents"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.user === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "assignedTo") || (key0 === "status")) || (key0 === "statusTimestamp")) || (key0 === "sourceType")) || (key0 === "consents")) || (key0 === "user"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.assignedTo !== undefined){
let data0 = data.assignedTo;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err6 = {instancePath:instancePath+"/assignedTo",schemaPath:"#/properties/assignedTo/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func0(data0) < 1){
const err7 = {instancePath:instancePath+"/assignedTo",schemaPath:"#/properties/assignedTo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data0)){
const err8 = {instancePath:instancePath+"/assignedTo",schemaPath:"#/properties/assignedTo/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/assignedTo",schemaPath:"#/properties/assignedTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.status !== undefined){
let data1 = data.status;
if(typeof data1 !== "string"){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data1 === "accepted") || (data1 === "withdrawn"))){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema0.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.statusTimestamp !== undefined){
let data2 = data.statusTimestamp;
if(typeof data2 === "string"){
if(func0(data2) > 40){
const err12 = {instancePath:instancePath+"/statusTimestamp",schemaPath:"#/properties/statusTimestamp/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0.validate(data2))){
const err13 = {instancePath:instancePath+"/statusTimestamp",schemaPath:"#/properties/statusTimestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err14 = {instancePath:instancePath+"/statusTimestamp",schemaPath:"#/properties/statusTimestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.sourceType !== undefined){
let data3 = data.sourceType;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/sourceType",schemaPath:"#/properties/sourceType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(data3 === "cmsSite")){
const err16 = {instancePath:instancePath+"/sourceType",schemaPath:"#/properties/sourceType/enum",keyword:"enum",params:{allowedValues: schema0.properties.sourceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.consents !== undefined){
let data4 = data.consents;
if(Array.isArray(data4)){
if(data4.length > 20){
const err17 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.length < 1){
const err18 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err19 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func0(data5) < 1){
const err20 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern0.test(data5)){
const err21 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
let i1 = data4.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data4[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err23 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err24 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.user !== undefined){
let data6 = data.user;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.userType === undefined){
const err25 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/required",keyword:"required",params:{missingProperty: "userType"},message:"must have required property '"+"userType"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6.email === undefined){
const err26 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key1 in data6){
if(!((key1 === "userType") || (key1 === "email"))){
const err27 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.userType !== undefined){
let data7 = data6.userType;
if(typeof data7 !== "string"){
const err28 = {instancePath:instancePath+"/user/userType",schemaPath:"#/properties/user/properties/userType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((data7 === "webUser") || (data7 === "guest"))){
const err29 = {instancePath:instancePath+"/user/userType",schemaPath:"#/properties/user/properties/userType/enum",keyword:"enum",params:{allowedValues: schema0.properties.user.properties.userType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data6.email !== undefined){
let data8 = data6.email;
if(typeof data8 === "string"){
if(func0(data8) > 254){
const err30 = {instancePath:instancePath+"/user/email",schemaPath:"#/properties/user/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func0(data8) < 3){
const err31 = {instancePath:instancePath+"/user/email",schemaPath:"#/properties/user/properties/email/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(formats2.test(data8))){
const err32 = {instancePath:instancePath+"/user/email",schemaPath:"#/properties/user/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/user/email",schemaPath:"#/properties/user/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

