// DO NOT EDIT: generated from schemas/requests/contact.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ContactRequest","description":"spec 7 contact (issue 21): a visitor's message to the site without a form of the builder (a headless site's contact form): who, how to answer, the message, the consents of the `contact` assignment and the captcha (ALTCHA's solution, or reCAPTCHA's answer when the site uses it).","type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":200},"email":{"type":"string","format":"email","minLength":3,"maxLength":254},"phone":{"type":"string","maxLength":40,"pattern":"^[0-9 +()/-]*$"},"message":{"type":"string","minLength":1,"maxLength":5000},"path":{"description":"The page the message was sent from.","type":"string","maxLength":2000,"pattern":"^/"},"consents":{"type":"array","maxItems":20,"uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"}},"altcha":{"type":"string","minLength":1,"maxLength":4000},"recaptcha":{"$ref":"../entities/form-recaptcha.schema.json"}},"required":["name","email","message"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/contact.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"FormRecaptcha","description":"spec 7 storeData's optional recaptcha key and response (spec 5: a site key and a version are needed; default version 2, invisible, spec 9).","type":"object","properties":{"key":{"type":"string","maxLength":100},"version":{"type":"integer","minimum":2,"maximum":3},"response":{"type":"string","minLength":1,"maxLength":4000}},"required":["response"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/form-recaptcha.schema.json"};
const func0 = __cjs(__m0).default;
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const pattern0 = new RegExp("^[0-9 +()/-]*$", "u");
const pattern1 = new RegExp("^/", "u");
const pattern2 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/contact.schema.json" */;
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
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
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
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "email")) || (key0 === "phone")) || (key0 === "message")) || (key0 === "path")) || (key0 === "consents")) || (key0 === "altcha")) || (key0 === "recaptcha"))){
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(func0(data1) > 254){
const err7 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 3){
const err8 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats0.test(data1))){
const err9 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.phone !== undefined){
let data2 = data.phone;
if(typeof data2 === "string"){
if(func0(data2) > 40){
const err11 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data2)){
const err12 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[0-9 +()/-]*$"},message:"must match pattern \""+"^[0-9 +()/-]*$"+"\""};
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
const err13 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.message !== undefined){
let data3 = data.message;
if(typeof data3 === "string"){
if(func0(data3) > 5000){
const err14 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data3) < 1){
const err15 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.path !== undefined){
let data4 = data.path;
if(typeof data4 === "string"){
if(func0(data4) > 2000){
const err17 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern1.test(data4)){
const err18 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
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
const err19 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.consents !== undefined){
let data5 = data.consents;
if(Array.isArray(data5)){
if(data5.length > 20){
const err20 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err21 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func0(data6) < 1){
const err22 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern2.test(data6)){
const err23 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
let i1 = data5.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data5[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err25 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err26 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.altcha !== undefined){
let data7 = data.altcha;
if(typeof data7 === "string"){
if(func0(data7) > 4000){
const err27 = {instancePath:instancePath+"/altcha",schemaPath:"#/properties/altcha/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func0(data7) < 1){
const err28 = {instancePath:instancePath+"/altcha",schemaPath:"#/properties/altcha/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err29 = {instancePath:instancePath+"/altcha",schemaPath:"#/properties/altcha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.recaptcha !== undefined){
let data8 = data.recaptcha;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.response === undefined){
const err30 = {instancePath:instancePath+"/recaptcha",schemaPath:"../entities/form-recaptcha.schema.json/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key1 in data8){
if(!(((key1 === "key") || (key1 === "version")) || (key1 === "response"))){
const err31 = {instancePath:instancePath+"/recaptcha",schemaPath:"../entities/form-recaptcha.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data8.key !== undefined){
let data9 = data8.key;
if(typeof data9 === "string"){
if(func0(data9) > 100){
const err32 = {instancePath:instancePath+"/recaptcha/key",schemaPath:"../entities/form-recaptcha.schema.json/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err33 = {instancePath:instancePath+"/recaptcha/key",schemaPath:"../entities/form-recaptcha.schema.json/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data8.version !== undefined){
let data10 = data8.version;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err34 = {instancePath:instancePath+"/recaptcha/version",schemaPath:"../entities/form-recaptcha.schema.json/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 3 || isNaN(data10)){
const err35 = {instancePath:instancePath+"/recaptcha/version",schemaPath:"../entities/form-recaptcha.schema.json/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data10 < 2 || isNaN(data10)){
const err36 = {instancePath:instancePath+"/recaptcha/version",schemaPath:"../entities/form-recaptcha.schema.json/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data8.response !== undefined){
let data11 = data8.response;
if(typeof data11 === "string"){
if(func0(data11) > 4000){
const err37 = {instancePath:instancePath+"/recaptcha/response",schemaPath:"../entities/form-recaptcha.schema.json/properties/response/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func0(data11) < 1){
const err38 = {instancePath:instancePath+"/recaptcha/response",schemaPath:"../entities/form-recaptcha.schema.json/properties/response/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err39 = {instancePath:instancePath+"/recaptcha/response",schemaPath:"../entities/form-recaptcha.schema.json/properties/response/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err40 = {instancePath:instancePath+"/recaptcha",schemaPath:"../entities/form-recaptcha.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

