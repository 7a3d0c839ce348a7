// DO NOT EDIT: generated from schemas/requests/register-simple.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"RegisterSimpleRequest","description":"POST web/register, simple mode (spec 3): details, e-mail, username (the e-mail), password, optional barcode.","type":"object","properties":{"details":{"$ref":"../entities/user-details-input.schema.json"},"email":{"type":"string","format":"email","minLength":1,"maxLength":254},"username":{"type":"string","format":"email","minLength":1,"maxLength":254,"sameAs":"email"},"password":{"$ref":"../common/new-password.schema.json"},"memberCardBarcode":{"anyOf":[{"type":"string","minLength":1,"maxLength":64,"pattern":"^[0-9A-Za-z-]+$"},{"type":"null"}]},"consents":{"description":"Ids of the consents the user accepted (the register form's x-consents); the required ones must be among them (spec 5 consentRequired).","type":"array","maxItems":20,"uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"}}},"required":["details","email","username","password"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/register-simple.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"UserDetailsInput","description":"First and last name as a user sends them (spec 5: both required).","type":"object","properties":{"firstName":{"type":"string","minLength":1,"maxLength":100},"lastName":{"type":"string","minLength":1,"maxLength":100}},"required":["firstName","lastName"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/user-details-input.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"NewPassword","description":"A password an account is given (register, reset, change): spec 5, 9 at least 8 characters, and not blank (issue 18: at least one character that is not white space, validation.passwordBlank). The server refuses common ones too (server/modules/user/password-policy.ts).","type":"string","minLength":8,"maxLength":256,"pattern":"\\S","$id":"https://schemas.vitrina.local/common/new-password.schema.json"};
const func0 = __cjs(__m0).default;
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const pattern0 = new RegExp("\\S", "u");
const pattern1 = new RegExp("^[0-9A-Za-z-]+$", "u");
const pattern2 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/register-simple.schema.json" */;
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
if(data.details === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.username === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.password === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "details") || (key0 === "email")) || (key0 === "username")) || (key0 === "password")) || (key0 === "memberCardBarcode")) || (key0 === "consents"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.details !== undefined){
let data0 = data.details;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.firstName === undefined){
const err5 = {instancePath:instancePath+"/details",schemaPath:"../entities/user-details-input.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.lastName === undefined){
const err6 = {instancePath:instancePath+"/details",schemaPath:"../entities/user-details-input.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "firstName") || (key1 === "lastName"))){
const err7 = {instancePath:instancePath+"/details",schemaPath:"../entities/user-details-input.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.firstName !== undefined){
let data1 = data0.firstName;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err8 = {instancePath:instancePath+"/details/firstName",schemaPath:"../entities/user-details-input.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data1) < 1){
const err9 = {instancePath:instancePath+"/details/firstName",schemaPath:"../entities/user-details-input.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/details/firstName",schemaPath:"../entities/user-details-input.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.lastName !== undefined){
let data2 = data0.lastName;
if(typeof data2 === "string"){
if(func0(data2) > 100){
const err11 = {instancePath:instancePath+"/details/lastName",schemaPath:"../entities/user-details-input.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func0(data2) < 1){
const err12 = {instancePath:instancePath+"/details/lastName",schemaPath:"../entities/user-details-input.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/details/lastName",schemaPath:"../entities/user-details-input.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/details",schemaPath:"../entities/user-details-input.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.email !== undefined){
let data3 = data.email;
if(typeof data3 === "string"){
if(func0(data3) > 254){
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func0(data3) < 1){
const err16 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats0.test(data3))){
const err17 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.username !== undefined){
let data4 = data.username;
if(data4 !== data["email"]){
const err19 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/sameAs",keyword:"sameAs",params:{field: "email"},message:"must equal the other field"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data4 === "string"){
if(func0(data4) > 254){
const err20 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func0(data4) < 1){
const err21 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(formats0.test(data4))){
const err22 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.password !== undefined){
let data5 = data.password;
if(typeof data5 === "string"){
if(func0(data5) > 256){
const err24 = {instancePath:instancePath+"/password",schemaPath:"../common/new-password.schema.json/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func0(data5) < 8){
const err25 = {instancePath:instancePath+"/password",schemaPath:"../common/new-password.schema.json/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern0.test(data5)){
const err26 = {instancePath:instancePath+"/password",schemaPath:"../common/new-password.schema.json/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/password",schemaPath:"../common/new-password.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.memberCardBarcode !== undefined){
let data6 = data.memberCardBarcode;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data6 === "string"){
if(func0(data6) > 64){
const err28 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func0(data6) < 1){
const err29 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern1.test(data6)){
const err30 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z-]+$"},message:"must match pattern \""+"^[0-9A-Za-z-]+$"+"\""};
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
const err31 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid4 = valid4 || _valid0;
const _errs21 = errors;
if(data6 !== null){
const err32 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err33 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.consents !== undefined){
let data7 = data.consents;
if(Array.isArray(data7)){
if(data7.length > 20){
const err34 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(func0(data8) > 100){
const err35 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func0(data8) < 1){
const err36 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern2.test(data8)){
const err37 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
let i1 = data7.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data7[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err39 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err40 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

